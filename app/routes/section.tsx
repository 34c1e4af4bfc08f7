import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { loadSection } from "~/content/page-loader.server";
import { notFoundMeta } from "~/components/layout/NotFound";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadSection(request, params.section ?? "");

export const meta: MetaFunction<typeof loader> = ({ error, location }) => (error ? notFoundMeta(location.pathname) : []);

export default function SectionRoute() {
  return <Outlet />;
}
