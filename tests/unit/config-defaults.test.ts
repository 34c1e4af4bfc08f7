import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageData } from "~/shared/content/types";
import { createOptionChecker } from "../fixtures/rsbuild-types";

const root = path.resolve(__dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "app/generated/manifest.json"), "utf8")) as { pages: PageData[] };
const optionPages = manifest.pages.filter((p) => p.lang === "en" && typeof p.frontmatter.option === "string");

/** The first inline value after **Default:**, when it is a plain value we can compare. */
function documentedDefault(source: string): { raw: string; value?: unknown; plain: boolean } | undefined {
  // Only the option's own Default line (the first); sub-options have their own further down.
  const line = /\*\*Default:\*\*(.*)/.exec(source)?.[1] ?? "";
  const m = /^\s*`([^`]+)`([^`]*)$/.exec(line);
  if (!m) return line.includes("`") ? { raw: line.trim(), plain: false } : undefined;
  const raw = m[1].trim();
  if (raw === "undefined") return { raw, value: undefined, plain: true };
  if (raw === "true" || raw === "false") return { raw, value: raw === "true", plain: true };
  if (/^-?\d+(\.\d+)?$/.test(raw)) return { raw, value: Number(raw), plain: true };
  if (/^'[^']*'$|^"[^"]*"$/.test(raw)) return { raw, value: raw.slice(1, -1), plain: true };
  const literal = literalValue(raw);
  if (literal !== undefined) return { raw, value: literal, plain: true };
  return { raw, plain: false };
}

/** A JavaScript object or array literal of strings, numbers and booleans (`{ stackTrace: 'summary' }`), as a value; undefined for anything else. */
function literalValue(raw: string): unknown {
  if (!/^[[{]/.test(raw)) return undefined;
  const json = raw
    .replace(/'([^'\\"]*)'/g, '"$1"')
    .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":')
    .replace(/,\s*([}\]])/g, "$1");
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** Defaults that depend on the project, so an empty configuration in an empty folder cannot show them. */
const resolvedFromProject: Record<string, string> = {
  environments: "the normalized config fills it with every resolved environment",
  "source.entry": "found among the project's files (src/index.*), none in an empty folder",
};

let normalized: Record<string, unknown>;
let cwd: string;
beforeAll(async () => {
  cwd = fs.mkdtempSync(path.join(os.tmpdir(), "rsbuild-defaults-"));
  const previous = process.env.NODE_ENV;
  delete process.env.NODE_ENV;
  const { createRsbuild } = await import("@rsbuild/core");
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: {} });
  await rsbuild.initConfigs();
  normalized = rsbuild.getNormalizedConfig() as unknown as Record<string, unknown>;
  process.env.NODE_ENV = previous;
}, 60_000);
afterAll(() => fs.rmSync(cwd, { recursive: true, force: true }));

const valueAt = (obj: unknown, option: string) =>
  option.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), obj);

/** The inline values of the option's first Default line, in either language. */
function defaultValues(source: string): string {
  const line = /\*\*(?:Default:|默认值：)\*\*(.*)/.exec(source)?.[1] ?? "";
  return [...line.matchAll(/`([^`]+)`/g)]
    .map((m) => m[1])
    .sort()
    .join(" | ");
}

describe("the configuration reference matches @rsbuild/core", () => {
  it("the Chinese pages give the same default values as the English ones", () => {
    const zhPath = (p: PageData) =>
      p.pagePath
        .replace("content/en/", "content/zh/")
        .replace("/log-level.mdx", "/logLevel.mdx")
        .replace("/module-federation/", "/moduleFederation/");
    const drift = optionPages.flatMap((p) => {
      const en = defaultValues(fs.readFileSync(path.join(root, p.pagePath), "utf8"));
      const zh = defaultValues(fs.readFileSync(path.join(root, zhPath(p)), "utf8"));
      return en === zh ? [] : [`${p.frontmatter.option}: en ${en} / zh ${zh}`];
    });
    expect(drift).toEqual([]);
  });

  it("has an option page for every documented option", () => {
    expect(optionPages.length).toBeGreaterThan(90);
  });

  it("every option named in frontmatter exists in @rsbuild/core's configuration types", () => {
    const { typeAt } = createOptionChecker();
    const missing = optionPages.map((p) => String(p.frontmatter.option)).filter((option) => !typeAt(option));
    expect(missing).toEqual([]);
  });

  it("every plain documented default equals the normalized default of an empty configuration", () => {
    const mismatches: string[] = [];
    const unchecked: string[] = [];
    const checked: string[] = [];
    for (const page of optionPages) {
      const option = String(page.frontmatter.option);
      const source = fs.readFileSync(path.join(root, page.pagePath), "utf8");
      const doc = documentedDefault(source);
      if (!doc) {
        unchecked.push(`${option}: no single inline default`);
        continue;
      }
      if (!doc.plain) {
        unchecked.push(`${option}: default \`${doc.raw}\` is not a plain value`);
        continue;
      }
      if (option in resolvedFromProject) {
        unchecked.push(`${option}: ${resolvedFromProject[option]}`);
        continue;
      }
      checked.push(option);
      const actual = valueAt(normalized, option);
      if (JSON.stringify(actual) !== JSON.stringify(doc.value))
        mismatches.push(`${option}: documented ${doc.raw}, @rsbuild/core gives ${JSON.stringify(actual)}`);
    }
    console.log(`config defaults: ${checked.length} checked, ${unchecked.length} not checkable:\n  ${unchecked.join("\n  ")}`);
    expect(mismatches).toEqual([]);
    expect(checked.length).toBeGreaterThan(80);
    // Options documented since 1.7, among them one whose default is an object literal.
    expect(checked).toEqual(expect.arrayContaining(["dev.browserLogs", "output.module", "resolve.conditionNames", "resolve.mainFields"]));
  });
});
