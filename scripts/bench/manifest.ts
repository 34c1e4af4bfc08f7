import fs from "node:fs";
import type { PageData } from "../../app/shared/content/types.ts";

/** The part of the built manifest the bench reads. */
type Manifest = { pages: Pick<PageData, "pageType" | "routePath">[] };

const pages = (): Manifest["pages"] => (JSON.parse(fs.readFileSync("app/generated/manifest.json", "utf8")) as Manifest).pages;

export const pageCount = () => pages().length;

/** The routes of the first `limit` doc pages of the build. */
export const docRoutes = (limit: number) =>
  pages()
    .filter((p) => p.pageType === "doc")
    .slice(0, limit)
    .map((p) => p.routePath);
