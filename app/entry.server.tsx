import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";

/** Lent to the edge through the server build (functions/worker.ts): it reads the theme cookie as the app signs it. */
export { themeOf } from "~/lib/theme.server";

/**
 * Pages are rendered whole (allReady) so the edge caches complete HTML; the app's scripts
 * start when the browser is idle after the load (components/BootScripts.tsx, app/boot/).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  let failed = false;
  const body = await renderToReadableStream(<RemixServer context={remixContext} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      failed = true;
      console.error("render error", error);
    },
  });
  await body.allReady;
  headers.set("content-type", "text/html; charset=utf-8");
  return new Response(body, { headers, status: failed ? 500 : status });
}
