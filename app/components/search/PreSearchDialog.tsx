import type { SearchSettings } from "~/lib/search/settings";
import { ServerKept } from "~/components/ServerKept";
import { PreSearchDialog as ServerDialog } from "./pre-search-dialog.server";

/**
 * The server's search dialog of the page before the app is live. Only the server renders it
 * (the .server import is empty in the browser, so its markup costs the app's JavaScript
 * nothing); the browser keeps the HTML it finds, as the pre-app script may have opened it
 * and written results into it, and never renders it anew: once live, the app's modal serves.
 * A document the browser renders itself (no server HTML) has none, and needs none.
 */
export function PreSearchDialog({ settings }: { settings: SearchSettings }) {
  return <ServerKept id="pre-search-host">{ServerDialog && <ServerDialog settings={settings} />}</ServerKept>;
}
