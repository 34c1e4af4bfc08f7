import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { createThemeSessionResolver, Theme } from "remix-themes";

/**
 * The reader's explicit theme choice, in a cookie so the server renders it with no
 * flash. Absent means auto (follow the system). It is a preference, not a secret;
 * the signature only keeps the value well-formed.
 */
const storage = createCookieSessionStorage({
  cookie: { name: "rsbuild-theme", path: "/", httpOnly: true, sameSite: "lax", secrets: ["rsbuild-theme-v1"], maxAge: 31536000 },
});

export const themeSessionResolver = createThemeSessionResolver(storage);

/** light, dark, or null for auto; a tampered or unreadable cookie counts as auto. */
export async function themeOf(request: Request): Promise<Theme | null> {
  try {
    const theme = (await themeSessionResolver(request)).getTheme();
    return theme === Theme.LIGHT || theme === Theme.DARK ? theme : null;
  } catch {
    return null;
  }
}
