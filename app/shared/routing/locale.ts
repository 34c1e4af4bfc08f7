import type { Lang } from "~/shared/config/types";

export const LANGS: readonly Lang[] = ["en", "zh"];
export const DEFAULT_LANG: Lang = "en";

/** Chinese pages carry the /zh prefix; English pages have none. */
export function localeFromPath(path: string): Lang {
  return path === "/zh" || path.startsWith("/zh/") ? "zh" : "en";
}

export function stripLocale(path: string): string {
  if (localeFromPath(path) === "en") return path;
  const rest = path.slice(3);
  return rest === "" ? "/" : rest;
}

export function withLocale(path: string, lang: Lang): string {
  return lang === DEFAULT_LANG ? path : `/${lang}${path}`;
}

export function homePath(lang: Lang): string {
  return withLocale("/", lang);
}

/** The <html lang> and feed language of a locale. */
export function htmlLang(lang: Lang): string {
  return lang === "zh" ? "zh-CN" : "en";
}

/**
 * The supported locale the reader prefers most, from an Accept-Language header,
 * honouring q-values; undefined when none of ours is acceptable.
 */
export function negotiateLocale(header: string | null | undefined, supported: readonly Lang[] = LANGS): Lang | undefined {
  if (!header) return undefined;
  const ranges = header
    .slice(0, 512)
    .split(",")
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((r) => r.tag && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranges) {
    const primary = tag.split("-")[0];
    const match = supported.find((l) => l === primary);
    if (match) return match;
  }
  return undefined;
}
