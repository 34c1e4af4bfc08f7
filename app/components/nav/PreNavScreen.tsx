import { ServerKept } from "~/components/ServerKept";
import { PreNavScreen as ServerScreen } from "./pre-nav-screen.server";

/**
 * The server's mobile menu of the page before the app is live. As PreSearchDialog: only the
 * server renders it, the browser keeps the HTML it finds (the reader may have it open while
 * the app hydrates) and never renders it anew.
 */
export function PreNavScreen() {
  return <ServerKept id="pre-menu-host">{ServerScreen && <ServerScreen />}</ServerKept>;
}
