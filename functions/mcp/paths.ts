import type { Lang } from "~/shared/config/types";

/** Addresses longer than this name no page (the edge refuses longer URLs too). */
const MAX_REF_LENGTH = 2048;

export type PageRef = { ok: true; routePath: string; lang: Lang } | { ok: false; reason: string };

/**
 * The route a `read_page` argument names: a path or a full URL of the site, with or without
 * `.md`, `index`, `.html`, a trailing slash, `/zh/` or `/en/`, a query or a fragment. Only the
 * path of a URL counts, so the address an agent remembers from either deployment works.
 */
export function parsePageRef(input: string): PageRef {
  const raw = input.trim();
  if (!raw) return { ok: false, reason: "The path is empty." };
  if (raw.length > MAX_REF_LENGTH) return { ok: false, reason: "The path is longer than any page address." };
  let path: string;
  if (/^https?:\/\//i.test(raw)) {
    try {
      path = new URL(raw).pathname;
    } catch {
      return { ok: false, reason: "The URL could not be read." };
    }
  } else path = raw.replace(/[?#].*$/, "");
  try {
    path = decodeURIComponent(path);
  } catch {
    return { ok: false, reason: "The path has an invalid percent-encoding." };
  }
  path = `/${path}`.replace(/\/+/g, "/");
  if (/(^|\/)\.\.?(\/|$)/.test(path)) return { ok: false, reason: "The path may not contain . or .. segments." };
  path = path.replace(/\.(md|html?|mdx)$/i, "").replace(/\/index$/i, "/");
  let lang: Lang = "en";
  if (path === "/zh" || path.startsWith("/zh/")) lang = "zh";
  else if (path === "/en" || path.startsWith("/en/")) path = path.slice(3) || "/";
  return { ok: true, routePath: path === "/zh" ? "/zh/" : path, lang };
}

/** The section a route belongs to (`/zh/config/mode` → config), or null for the home page. */
export function sectionOf(routePath: string): string | null {
  const parts = routePath.split("/").filter(Boolean);
  return (parts[0] === "zh" ? parts[1] : parts[0]) ?? null;
}

const HAN = /\p{Script=Han}/u;

/** The language a query is written in: Chinese when it holds a Chinese character. */
export const langOfQuery = (query: string): Lang => (HAN.test(query) ? "zh" : "en");
