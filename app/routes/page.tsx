import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { DocLayout } from "~/components/layout/DocLayout";
import { createPageLayout } from "~/components/layout/PageLayout";
import { lazyComponent } from "~/components/lazy";
import { loadPage } from "~/content/page-loader.server";
import { loadPageWithModule, pageMeta } from "~/content/page-route";

export const loader = ({ request }: LoaderFunctionArgs) => loadPage(request);

/** Client navigations fetch the loader data (or take it preloaded), then the page's module, before rendering. */
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadPageWithModule<typeof loader>(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

const Layout = createPageLayout({ Doc: DocLayout, Home: lazyComponent(() => import("~/components/layout/HomeLayout").then((m) => m.HomeLayout)) });

export default function PageRoute() {
  return <Layout {...useLoaderData<typeof loader>()} />;
}
