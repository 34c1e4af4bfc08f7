import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

export { OutletRoute as default } from "~/shell";

/** The section's sidebar, shared by its pages (the sidebar trees stay on the server). */
// Imported when called, as in routes/page.tsx: no empty module left in the browser build.
export const loader = async ({ request, params }: LoaderFunctionArgs) =>
  (await import("~/content/page-loader.server")).loadSection(request, params.section ?? "");
