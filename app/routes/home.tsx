import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { HomeLayout } from "~/components/layout/HomeLayout";
import { createPageLayout, DocLayout, loadPageWithModule, pageMeta } from "~/shell";

/** The index route of each locale: usually the landing page, so it bundles the home layout (the doc layout is in the shell). */
// Imported when called, as in routes/page.tsx: no empty module left in the browser build.
export const loader = async ({ request }: LoaderFunctionArgs) => (await import("~/content/page-loader.server")).loadPage(request);

export const clientLoader = (args: ClientLoaderFunctionArgs) => loadPageWithModule<typeof loader>(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

const Layout = createPageLayout({ Home: HomeLayout, Doc: DocLayout });

export default function HomeRoute() {
  return <Layout {...useLoaderData<typeof loader>()} />;
}
