import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { loadSection } from "~/content/page-loader.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadSection(request, params.section ?? "");

export default function SectionRoute() {
  return <Outlet />;
}
