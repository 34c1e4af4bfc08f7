import type { Frontmatter } from "~/shared/content/types";

export type ChromePart = "navbar" | "sidebar" | "outline" | "footer";
export type Chrome = Record<ChromePart, boolean>;

const parts: ChromePart[] = ["navbar", "sidebar", "outline", "footer"];

/** Which parts of the page chrome show: frontmatter `false` or a `?part=0` query hides a part. */
export function chromeSwitches(frontmatter: Frontmatter, params: URLSearchParams): Chrome {
  const chrome = {} as Chrome;
  for (const part of parts) chrome[part] = frontmatter[part] !== false && params.get(part) !== "0";
  return chrome;
}
