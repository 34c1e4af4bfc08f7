import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { createThemeAction } from "remix-themes";
import { themeSessionResolver } from "~/lib/theme.server";

const themeAction = createThemeAction(themeSessionResolver);

/**
 * remix-themes posts `{ theme }` as JSON here and it is stored in the theme cookie.
 * Anything else is answered with a 400 rather than a parse failure.
 */
export async function action(args: ActionFunctionArgs) {
  const body = await args.request.clone().text();
  let theme: unknown;
  try {
    theme = (JSON.parse(body) as { theme?: unknown }).theme;
  } catch {
    return json({ message: "expected a JSON body {theme}" }, { status: 400 });
  }
  if (theme !== "light" && theme !== "dark" && theme !== null) return json({ message: "theme must be light, dark or null" }, { status: 400 });
  return themeAction(args);
}

export const loader = () => json({ message: "POST a JSON body {theme} to set the theme" }, { status: 405, headers: { allow: "POST" } });
