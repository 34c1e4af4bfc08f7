import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { makeSandbox } from "../dev/sandbox.ts";

/** The text the second build adds to its changed pages, so a test can tell its content from the first's. */
export const SECOND_BUILD_MARK = "This paragraph exists only in the second build.";
/** The pages the second build changes (route, then source under the content folder). */
export const CHANGED_PAGES = [
  ["/guide/start/features", "en/guide/start/features.mdx"],
  ["/zh/guide/start/quick-start", "zh/guide/start/quick-start.mdx"],
] as const;

/** The components it changes: the doc footer (every doc page) and the page menu's lazily loaded inside. */
export const CHANGED_COMPONENTS = [
  ["app/components/doc/DocFooter.tsx", '<footer className="doc-footer"'],
  ["app/components/doc/LiveMenu.tsx", '<div id={id} className="page-menu-panel"'],
] as const;

/** Hashed client files of a built site, by name without the hash (`_shared/SearchModal`). */
export function clientChunks(site: string): Map<string, string> {
  const dir = path.join(site, "public/build");
  const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"));
  return new Map(files.map((f) => [f.replace(/-[A-Z0-9]{8}\.js$/, ""), f]));
}

export interface SecondBuild {
  /** The sandbox's site folder: run wrangler dev there to serve it. */
  site: string;
  remove(): void;
}

/** The Remix assets version of a built site (its client manifest is named after it). */
export function assetsVersion(site: string): string {
  const manifest = fs.readdirSync(path.join(site, "public/build")).find((f) => /^manifest-\w+\.js$/.test(f));
  if (!manifest) throw new Error(`no client manifest in ${site}/public/build`);
  return manifest.slice("manifest-".length, -".js".length).toLowerCase();
}

/**
 * A real second build of the site, as the next deploy would bring: a copy of the project with
 * two pages and one component changed (so every chunk hash that depends on it changes), built
 * with the same command as production. The page cache is copied, so only the changed pages
 * compile: about half a minute.
 */
export async function buildSecondSite(): Promise<SecondBuild> {
  const box = makeSandbox();
  for (const [, source] of CHANGED_PAGES) fs.appendFileSync(path.join(box.content, source), `\n${SECOND_BUILD_MARK}\n`);
  for (const [file, element] of CHANGED_COMPONENTS) {
    const source = path.join(box.site, file);
    const code = fs.readFileSync(source, "utf8");
    const changed = code.replace(element, `${element} data-build="second"`);
    if (changed === code) throw new Error(`${file} no longer has the element the second build changes`);
    fs.writeFileSync(source, changed);
  }
  // At the lowest priority: the e2e suite runs other tests meanwhile, on timings of their own.
  const child = spawn("nice", ["-n", "19", "npm", "run", "build"], {
    cwd: box.site,
    env: { ...process.env, CONTENT_DIR: box.content, FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
  const status = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (status !== 0) {
    box.remove();
    throw new Error(`the second build failed:\n${output.slice(-3000)}`);
  }
  return { site: box.site, remove: box.remove };
}
