import type { Lang } from "~/shared/config/types";

/** The product popover's language: the given option, else Chinese when the path contains zh, else English. */
export function popoverLang(pathname: string, option?: Lang): Lang {
  return option ?? (pathname.includes("zh") ? "zh" : "en");
}
