import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { createThemeSessionResolver, Theme } from "remix-themes";

/** The Worker secret that signs the theme cookie (`wrangler secret put THEME_COOKIE_SECRET`). */
export interface ThemeEnv {
  THEME_COOKIE_SECRET?: string;
}

/** Used when no secret is set: local development and tests. A deploy sets its own. */
export const DEV_THEME_SECRET = "rsbuild-theme-v1";

type Resolver = ReturnType<typeof createThemeSessionResolver>;
const resolvers = new Map<string, Resolver>();

/**
 * The reader's explicit theme choice lives in a cookie so the server renders it with no
 * flash. It is a preference, not a secret; the signature keeps the value well-formed.
 * Several comma-separated secrets rotate it: the first signs, all verify.
 */
export function themeResolver(env: ThemeEnv | undefined, https: boolean): Resolver {
  const given = (env?.THEME_COOKIE_SECRET ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const secrets = given.length > 0 ? given : [DEV_THEME_SECRET];
  const key = `${https}\n${secrets.join("\n")}`;
  let resolver = resolvers.get(key);
  if (!resolver) {
    const storage = createCookieSessionStorage({
      cookie: { name: "rsbuild-theme", path: "/", httpOnly: true, sameSite: "lax", secure: https, secrets, maxAge: 31536000 },
    });
    resolver = createThemeSessionResolver(storage);
    resolvers.set(key, resolver);
  }
  return resolver;
}

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

/** The resolver for this request: its secret from the Worker env, `Secure` over HTTPS. */
export const themeResolverFor = (request: Request, env: ThemeEnv | undefined) => themeResolver(env, isHttps(request));

/** light, dark, or null for auto; a tampered or unreadable cookie counts as auto. */
export async function themeOf(request: Request, env: ThemeEnv | undefined): Promise<Theme | null> {
  try {
    const theme = (await themeResolverFor(request, env)(request)).getTheme();
    return theme === Theme.LIGHT || theme === Theme.DARK ? theme : null;
  } catch {
    return null;
  }
}
