import type { MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from "@remix-run/react";
import { NotFound, notFoundMeta } from "~/components/layout/NotFound";
import { localeFromPath } from "~/lib/routing/locale";

/** Errors below render at this boundary, so this route's meta is the one that applies. */
export const meta: MetaFunction = ({ error, location }) => (error ? notFoundMeta(location.pathname) : []);

export default function LocaleRoute() {
  return <Outlet />;
}

/** Missing pages and sections render the 404 layout in the reader's language. */
export function ErrorBoundary() {
  const error = useRouteError();
  const lang = localeFromPath(useLocation().pathname);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound lang={lang} />;
  throw error;
}
