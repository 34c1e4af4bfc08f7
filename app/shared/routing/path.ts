/** Longest path we try to resolve; real page paths are far shorter. */
export const MAX_PATH_LENGTH = 1024;

export type PathResult = { ok: true; path: string } | { ok: false; reason: string };

/**
 * Decodes a request pathname and rejects what no page can match:
 * bad percent-encoding, NUL and control bytes, line separators, backslashes, dot segments, excessive length.
 */
export function decodePath(rawPathname: string): PathResult {
  if (rawPathname.length > MAX_PATH_LENGTH * 3) return { ok: false, reason: "path too long" };
  let path: string;
  try {
    path = decodeURIComponent(rawPathname);
  } catch {
    return { ok: false, reason: "malformed percent-encoding" };
  }
  if (path.length > MAX_PATH_LENGTH) return { ok: false, reason: "path too long" };
  // U+2028/U+2029 end a line for JavaScript regular expressions, so no route pattern matches them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\u2028\u2029\\]/.test(path)) return { ok: false, reason: "invalid character in path" };
  if (path.split("/").some((s) => s === ".." || s === ".")) return { ok: false, reason: "dot segment in path" };
  if (!path.startsWith("/")) path = `/${path}`;
  return { ok: true, path: path.replace(/\/{2,}/g, "/") };
}

/** Strips a trailing .html and turns a trailing /index into / (spec 2.1). */
export function cleanPath(path: string): string {
  let p = path.replace(/\.html$/i, "");
  p = p.replace(/\/index$/i, "/");
  return p === "" ? "/" : p;
}

/** The same path with its trailing slash toggled: the other form of a clean URL. */
export function toggleTrailingSlash(path: string): string {
  if (path === "/") return path;
  return path.endsWith("/") ? path.slice(0, -1) : `${path}/`;
}

/** Percent-encodes a decoded path for a Location header, keeping slashes. */
export function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}
