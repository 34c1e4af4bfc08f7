const DEFAULT_SITE_URL = "https://v1.rsbuild.rs";

/** The absolute origin of the deployed site; SITE_URL lets previews and forks point feeds at themselves. */
export function siteUrl(): string {
  return (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");
}

/** Absolute URL of a route path, percent-encoded per segment like the app's canonical links. */
export function absolute(base: string, routePath: string): string {
  return base + routePath.split("/").map(encodeURIComponent).join("/");
}

export const xmlEscape = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
