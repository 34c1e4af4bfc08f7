import type { MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { DocLayout } from "~/components/layout/DocLayout";
import { NotFound, notFoundMeta } from "~/components/layout/NotFound";
import { createPageLayout } from "~/components/layout/PageLayout";
import { lazyComponent } from "~/components/lazy";
import { loadPageWithModule, pageMeta } from "~/content/page-route";
import type { PageProps } from "~/lib/page-context";

/*
 * The browser halves of the locale, section and page routes. They live in the shell
 * (not in app/routes) so that each route file is only a few re-exports and a loader:
 * route files shared by the two languages otherwise become chunks of their own.
 */

/** Errors below the locale route render at its boundary, so its meta is the one that applies. */
export const localeMeta: MetaFunction = ({ error, location }) => (error ? notFoundMeta(location.pathname) : []);

/** Missing pages and sections render the 404 layout in the reader's language. */
export function LocaleErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}

export function OutletRoute() {
  return <Outlet />;
}

/** Client navigations fetch the loader data (or take it preloaded), then the page's module, before rendering. */
export const pageClientLoader = (args: ClientLoaderFunctionArgs) => loadPageWithModule<() => Promise<PageProps>>(args);

export const pageRouteMeta: MetaFunction = ({ data }) => pageMeta(data as PageProps | undefined);

const PageLayout = createPageLayout({
  Doc: DocLayout,
  Home: lazyComponent(() => import("~/components/layout/HomeLayout").then((m) => m.HomeLayout)),
});

export function PageRoute() {
  return <PageLayout {...(useLoaderData() as PageProps)} />;
}
