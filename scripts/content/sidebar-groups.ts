import path from "node:path";
import { build } from "esbuild";
import { ROOT } from "./paths.ts";

/**
 * The sidebar group of every page, per language, read from app/config/sidebar.ts
 * (bundled on the fly so the TypeScript config stays the one source).
 */
export async function sidebarGroups() {
  const out = await build({
    entryPoints: [path.join(ROOT, "app/config/sidebar.ts")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    alias: { "~": path.join(ROOT, "app") },
    logLevel: "silent",
  });
  const { sidebarFor } = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`);
  const groups = new Map();
  for (const lang of ["en", "zh"]) {
    const prefix = lang === "en" ? "" : "/zh";
    const walk = (items, group) => {
      for (const item of items) {
        if (typeof item === "string") groups.set(prefix + item, group);
        else if (item.items) walk(item.items, item.text);
      }
    };
    for (const items of Object.values(sidebarFor(lang))) walk(items, undefined);
  }
  return groups;
}
