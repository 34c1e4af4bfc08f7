import { useLocation } from "@remix-run/react";
import type { Lang } from "~/shared/config/types";
import { localeFromPath } from "~/shared/routing/locale";

/** The page's language, read from the route (Chinese pages live under /zh), so components need no `lang` prop. */
export function useLang(): Lang {
  return localeFromPath(useLocation().pathname);
}
