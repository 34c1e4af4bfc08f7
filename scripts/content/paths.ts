import path from "node:path";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const dirs = {
  // CONTENT_DIR points the build and the dev server at another copy of the pages.
  content: process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(ROOT, "content"),
  cache: path.join(ROOT, ".cache/content"),
  generated: path.join(ROOT, "app/generated"),
  publicPages: path.join(ROOT, "public/pages"),
};
