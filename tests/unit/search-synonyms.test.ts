import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { glossarySynonyms } from "../../scripts/content/search-synonyms.ts";

const glossary = (text: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "glossary-")), "GLOSSARY.md");
  fs.writeFileSync(file, text);
  return glossarySynonyms(file);
};

describe("glossarySynonyms", () => {
  const sets = glossary(
    [
      "| English | 中文 |",
      "|---|---|",
      "| hot module replacement (HMR) | 模块热替换 |",
      "",
      "- 源码映射 / source map / Sourcemap",
      "- 全局变量替换 / 全局标识符",
    ].join("\n"),
  );

  it("joins a terms-table row's English and Chinese for the Chinese index, its abbreviation for the English one", () => {
    expect(sets.zh).toContainEqual(["hot module replacement", "hmr", "模块热替换"]);
    expect(sets.en).toContainEqual(["hot module replacement", "hmr"]);
  });

  it("keeps a synonym line whole for Chinese and without its Chinese terms for English", () => {
    expect(sets.zh).toContainEqual(["源码映射", "source map", "sourcemap"]);
    expect(sets.zh).toContainEqual(["全局变量替换", "全局标识符"]);
    // The English pages hold no Chinese: 源码映射 in place of "source map" dropped the subject.
    expect(sets.en).toEqual([
      ["hot module replacement", "hmr"],
      ["source map", "sourcemap"],
    ]);
  });
});
