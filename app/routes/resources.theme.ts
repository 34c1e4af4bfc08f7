import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { createThemeAction } from "remix-themes";
import { siteUrl } from "~/shared/content/manifest";
import { cacheControl } from "~/shared/http/cache-control";
import { isJsonBodyType, isSameOrigin } from "~/lib/http/same-origin";
import { themeResolverFor, type ThemeEnv } from "~/lib/theme.server";

const refuse = (status: number, message: string) => json({ message }, { status, headers: { "cache-control": cacheControl.private } });

/**
 * remix-themes posts `{ theme }` as JSON here and it is stored in the theme cookie.
 * Only the site's own pages may change it (another site's form must not), and anything
 * but a JSON `{theme}` is answered with a 4xx rather than a parse failure.
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  if (!isSameOrigin(request, [new URL(request.url).origin, new URL(siteUrl).origin])) return refuse(403, "cross-site theme change refused");
  if (!isJsonBodyType(request.headers.get("content-type"))) return refuse(415, "expected a JSON body {theme}");
  let theme: unknown;
  try {
    theme = (JSON.parse(await request.clone().text()) as { theme?: unknown }).theme;
  } catch {
    return refuse(400, "expected a JSON body {theme}");
  }
  if (theme !== "light" && theme !== "dark" && theme !== null) return refuse(400, "theme must be light, dark or null");
  const env = (args.context as { cloudflare?: { env?: ThemeEnv } }).cloudflare?.env;
  const stored = (await createThemeAction(themeResolverFor(request, env))(args)) as Response;
  // remix-themes never reads the answer of its fetch, and an unread body keeps the request open
  // in the browser (no network idle): the cookie is all the answer, so it carries no body.
  const headers = new Headers(stored.headers);
  headers.delete("content-type");
  headers.set("cache-control", cacheControl.private);
  return new Response(null, { status: 204, headers });
}

export const loader = () => json({ message: "POST a JSON body {theme} to set the theme" }, { status: 405, headers: { allow: "POST" } });
