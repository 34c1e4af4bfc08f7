import { createThemeAction } from "remix-themes";
import { themeSessionResolver } from "~/lib/theme.server";

/** remix-themes posts the reader's choice here; it is stored in the theme cookie. */
export const action = createThemeAction(themeSessionResolver);
