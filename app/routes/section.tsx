import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadSection } from "~/content/page-loader.server";

export { OutletRoute as default } from "~/shell";

/** The section's sidebar, shared by its pages (the sidebar trees stay on the server). */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadSection(request, params.section ?? "");
