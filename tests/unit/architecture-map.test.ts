import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const map = readFileSync(`${root}ARCHITECTURE.md`, "utf8");
const section = (title: string) => map.split(/^## /m).find((part) => part.startsWith(title)) ?? "";
const records = readdirSync(`${root}docs/decisions`).filter((name) => name.endsWith(".md"));
const pathsIn = (text: string) => [...text.matchAll(/`((?:app|functions|scripts|tests|content|public)\/[^`*{}]+?)`/g)].map((m) => m[1]);

describe("ARCHITECTURE.md, the map", () => {
  it("stays a map a newcomer reads in minutes", () => {
    expect(map.split("\n").length).toBeLessThanOrEqual(320);
  });

  it("names an existing file or folder for each of its ten or more tasks", () => {
    const tasks = section("Where to change what")
      .split("\n")
      .filter((line) => line.startsWith("| ") && !line.startsWith("| task") && !line.startsWith("|---"));
    expect(tasks.length).toBeGreaterThanOrEqual(10);
    for (const task of tasks) {
      const paths = pathsIn(task);
      expect(paths.length, task).toBeGreaterThan(0);
      for (const path of paths) expect(existsSync(`${root}${path}`), `${path} (${task.split("|")[1].trim()})`).toBe(true);
    }
  });

  it("names only files that exist, anywhere on the map", () => {
    // The build's outputs exist only after a build; the rest must exist in any checkout.
    const missing = pathsIn(map).filter((path) => !path.startsWith("app/generated/") && !existsSync(`${root}${path}`));
    expect(missing).toEqual([]);
  });

  it("links every decision record, and every link resolves", () => {
    const links = [...map.matchAll(/\]\((docs\/decisions\/[^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(existsSync(`${root}${link}`), link).toBe(true);
    const unlinked = records.filter((name) => !links.includes(`docs/decisions/${name}`));
    expect(unlinked).toEqual([]);
  });
});

describe("the decision records", () => {
  it("link only to files that exist", () => {
    const broken = records.flatMap((name) =>
      [...readFileSync(`${root}docs/decisions/${name}`, "utf8").matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((m) => m[1])
        .filter((target) => !/^[a-z]+:/.test(target) && !existsSync(join(root, dirname(`docs/decisions/${name}`), target)))
        .map((target) => `${name} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
