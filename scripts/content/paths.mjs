import path from "node:path";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const dirs = {
  content: path.join(ROOT, "content"),
  cache: path.join(ROOT, ".cache/content"),
  generated: path.join(ROOT, "app/generated"),
  publicPages: path.join(ROOT, "public/pages"),
};
