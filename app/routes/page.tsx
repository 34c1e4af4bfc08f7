import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

export { pageClientLoader as clientLoader, pageRouteMeta as meta, PageRoute as default } from "~/shell";

// Imported when called: a static import of a .server module leaves an empty module, one more
// script, in the browser build (the loader itself is dropped there).
export const loader = async ({ request }: LoaderFunctionArgs) => (await import("~/content/page-loader.server")).loadPage(request);
