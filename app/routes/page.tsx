import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "~/content/page-loader.server";

export { pageClientLoader as clientLoader, pageRouteMeta as meta, PageRoute as default } from "~/shell";

export const loader = ({ request }: LoaderFunctionArgs) => loadPage(request);
