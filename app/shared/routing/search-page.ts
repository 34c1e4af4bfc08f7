import type { Lang } from "~/shared/config/types";
import { LANGS, withLocale } from "./locale";

/** The results page of a GET search form (what search leads to without the app): `/search`, `/zh/search`. */
export const searchPagePath = (lang: Lang) => withLocale("/search", lang);

export const isSearchPage = (pathname: string) => LANGS.some((lang) => searchPagePath(lang) === pathname);
