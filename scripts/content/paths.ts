import path from "node:path";

/** Where the content build reads pages and writes its outputs; `public` defaults to the parent of `publicPages`. */
export interface Dirs {
  content: string;
  cache: string;
  generated: string;
  publicPages: string;
  public?: string;
}

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const dirs: Dirs = {
  // CONTENT_DIR points the build and the dev server at another copy of the pages.
  content: process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(ROOT, "content"),
  cache: path.join(ROOT, ".cache/content"),
  generated: path.join(ROOT, "app/generated"),
  publicPages: path.join(ROOT, "public/pages"),
};
