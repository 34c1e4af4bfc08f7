/** Headers every response carries; the HTML's CSP is built per page from its inline scripts. */
export const securityHeaders: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
};

export const HSTS = "max-age=31536000; includeSubDomains";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The inline scripts of a page, whose hashes the CSP allows (no 'unsafe-inline' for scripts, no 'unsafe-eval'). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]).filter((s) => s.trim().length > 0);
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  let binary = "";
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The Content-Security-Policy of a page. Styles keep 'unsafe-inline' for style attributes
 * (bar widths, indents); scripts only run from this origin or by exact hash.
 */
export async function contentSecurityPolicy(html: string, connectTo: string[] = []): Promise<string> {
  const hashes = await Promise.all(inlineScripts(html).map(async (s) => `'sha256-${await sha256(s)}'`));
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectTo.join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Adds the CSP to an HTML response (reading it once) so the header is cached together with the body. */
export async function withContentSecurityPolicy(response: Response, connectTo: string[]): Promise<Response> {
  if (!(response.headers.get("content-type") ?? "").includes("text/html") || !response.body) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set("content-security-policy", await contentSecurityPolicy(html, connectTo));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

/** The headers every response gets, HSTS only over HTTPS. */
export function withSecurityHeaders(response: Response, https: boolean): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(securityHeaders)) if (!headers.has(name)) headers.set(name, value);
  if (https) headers.set("strict-transport-security", HSTS);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
