import { matchRoutes } from "@remix-run/react";

/** The part of a Remix server build's route manifest that matching needs. */
export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  /** The route module as the server build holds it; a route without a loader has no data to ask for. */
  module?: { loader?: unknown; action?: unknown };
}

type RouteNode = Parameters<typeof matchRoutes>[0][number];

function tree(routes: Record<string, RouteEntry | undefined>, parentId?: string): RouteNode[] {
  return Object.values(routes)
    .filter((r): r is RouteEntry => r !== undefined && r.parentId === parentId)
    .map((r) => {
      const children = tree(routes, r.id);
      return r.index
        ? { id: r.id, path: r.path, index: true, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children };
    });
}

/**
 * The route ids a Remix data request (`?_data=<id>`) may name for a path: the routes that match
 * it, as Remix matches them, and have a loader. Any other id makes Remix log an error with its
 * stack (a 403 for a route that does not match, a 400 for a layout without a loader, such as
 * `locale-en`), so the pipeline answers those with a quiet 404 instead of letting a client
 * flood the log.
 */
export function dataRouteMatcher(routes: Record<string, RouteEntry | undefined>): (pathname: string) => string[] {
  const roots = tree(routes);
  const withLoader = (id: string) => typeof routes[id]?.module?.loader === "function";
  return (pathname) => (matchRoutes(roots, pathname) ?? []).map((m) => m.route.id ?? "").filter(withLoader);
}
