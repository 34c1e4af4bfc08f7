/** Product-prefixed, ends in "visited" (spec 9): set once the locale choice is made. */
export const VISITED_COOKIE = "rsbuild-visited";

/** Cookie values from a Cookie header; malformed parts are ignored. */
export function readCookies(request: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.slice(0, 8192).split(";")) {
    const eq = part.indexOf("=");
    if (eq < 1) continue;
    cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return cookies;
}

export function hasCookie(request: Request, name: string): boolean {
  return readCookies(request).has(name);
}

/** Secure over HTTPS, so the flag never travels in clear text; plain HTTP is local development. */
export function visitedCookie(https: boolean): string {
  return `${VISITED_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${https ? "; Secure" : ""}`;
}
