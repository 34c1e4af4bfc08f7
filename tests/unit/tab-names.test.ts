import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tabGroupName } from "~/components/mdx/Tabs";
import en from "~/shared/i18n/en.json";
import zh from "~/shared/i18n/zh.json";
import { registerStrings } from "~/shared/i18n";

registerStrings("en", en);
registerStrings("zh", zh);

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? mdxFiles(path.join(dir, e.name)) : e.name.endsWith(".mdx") ? [path.join(dir, e.name)] : []));
}

describe("tab lists are named by their purpose (a radio group without a name says nothing to a screen reader)", () => {
  it("names a group from its groupId, in both languages; an explicit label wins", () => {
    expect(tabGroupName("en", "package-manager")).toBe("Package manager");
    expect(tabGroupName("zh", "package-manager")).toBe("包管理器");
    expect(tabGroupName("en", "framework")).toBe("Framework");
    expect(tabGroupName("zh", "framework", "产物目录结构")).toBe("产物目录结构");
    expect(tabGroupName("en", "no-such-group")).toBe("Options");
    expect(tabGroupName("zh", undefined)).toBe("选项");
  });

  it("every <Tabs> in the content has a label or a groupId with strings in both languages", () => {
    const unnamed: string[] = [];
    for (const file of mdxFiles(path.resolve(__dirname, "../../content"))) {
      for (const [tag] of fs.readFileSync(file, "utf8").matchAll(/<Tabs\b[^>]*>/g)) {
        if (/\blabel=/.test(tag)) continue;
        const group = /groupId="([^"]+)"/.exec(tag)?.[1];
        const key = `tabs.${group}`;
        if (!group || !(key in en) || !(key in zh)) unnamed.push(`${path.relative(process.cwd(), file)}: ${tag}`);
      }
    }
    expect(unnamed).toEqual([]);
  });
});
