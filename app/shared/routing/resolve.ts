import type { PageData } from "../content/types";
import { cleanPath, toggleTrailingSlash } from "./path";
import { DEFAULT_LANG } from "./locale";

export type Resolution = { kind: "page"; page: PageData } | { kind: "redirect"; to: string } | { kind: "not-found" };

const MEMO_LIMIT = 2000;

/**
 * Resolves decoded paths against the manifest. Each page has one canonical form
 * (index pages end in /, others do not); every other spelling redirects to it.
 * Matches are memoized, bounded so that junk URLs cannot grow memory without limit.
 */
export function createResolver(pages: PageData[]) {
  const byRoute = new Map(pages.map((p) => [p.routePath.toLowerCase(), p]));
  const memo = new Map<string, Resolution>();

  function lookup(path: string): PageData | undefined {
    return byRoute.get(path.toLowerCase());
  }

  function compute(path: string): Resolution {
    // A prefix equal to the site's own default language is redundant.
    const defaultPrefix = `/${DEFAULT_LANG}`;
    if (path === defaultPrefix || path.startsWith(`${defaultPrefix}/`)) {
      const rest = path.slice(defaultPrefix.length) || "/";
      const inner = compute(rest);
      return inner.kind === "page" ? { kind: "redirect", to: inner.page.routePath } : inner;
    }
    const clean = cleanPath(path);
    const page = lookup(clean) ?? lookup(toggleTrailingSlash(clean));
    if (!page) return { kind: "not-found" };
    return page.routePath === path ? { kind: "page", page } : { kind: "redirect", to: page.routePath };
  }

  return function resolve(path: string): Resolution {
    const hit = memo.get(path);
    if (hit) return hit;
    const result = compute(path);
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
    memo.set(path, result);
    return result;
  };
}
