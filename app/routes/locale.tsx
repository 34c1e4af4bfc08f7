import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from "@remix-run/react";
import { NotFound } from "~/components/layout/NotFound";
import { localeFromPath } from "~/lib/routing/locale";

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
