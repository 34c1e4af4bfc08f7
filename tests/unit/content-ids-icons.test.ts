import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compilePage } from "../../scripts/content/compile.ts";
import { iconSymbols } from "../../app/lib/icon-sprite.server.ts";
import { rehypeTabIds } from "../../scripts/content/rehype-tab-ids.ts";
import { site } from "~/shared/config/site";

type Attr = { type: string; name: string; value: string };
const jsx = (name: string, attributes: Attr[] = []) => ({ type: "mdxJsxFlowElement", name, attributes, children: [] as unknown[] });
const uid = (node: { attributes: Attr[] }) => node.attributes.find((a) => a.name === "uid")?.value;

describe("tab list ids (content hydrated as its own root names radios as the server did)", () => {
  const run = (tree: unknown, file: string) => (rehypeTabIds() as () => (t: unknown, f: { path: string }) => void)()(tree, { path: file });

  it("numbers Tabs and PackageManagerTabs in document order, leaves other elements alone", () => {
    const nodes = [
      jsx("Tabs"),
      jsx("Badge"),
      jsx("PackageManagerTabs"),
      jsx("Tabs", [{ type: "mdxJsxAttribute", name: "uid", value: "mine" }]),
    ];
    run({ type: "root", children: nodes }, "/content/en/guide/a.mdx");
    const [a, badge, b, own] = nodes;
    expect(uid(a)).toMatch(/^tabs-[0-9a-f]{6}-0$/);
    expect(uid(b)).toBe(uid(a)!.replace(/0$/, "1"));
    expect(uid(badge)).toBeUndefined();
    expect(uid(own)).toBe("mine");
  });

  it("gives each file its own prefix, and the same file the same ids on every build", () => {
    const first = jsx("Tabs");
    const again = jsx("Tabs");
    const fragment = jsx("Tabs");
    run({ type: "root", children: [first] }, "/content/en/guide/a.mdx");
    run({ type: "root", children: [again] }, "/content/en/guide/a.mdx");
    run({ type: "root", children: [fragment] }, "/content/en/shared/b.mdx");
    expect(uid(again)).toBe(uid(first));
    expect(uid(fragment)).not.toBe(uid(first));
  });

  it("names a page's own lists by the page, not by the compiler's randomly named entry file", () => {
    const page = path.resolve("content/en/guide/a.mdx");
    const ids = ["_mdx_bundler_entry_point-1b2c.mdx", "_mdx_bundler_entry_point-9f8e.mdx"].map((entry) => {
      const tabs = jsx("Tabs");
      (rehypeTabIds(page) as () => (t: unknown, f: { path: string }) => void)()({ type: "root", children: [tabs] }, { path: entry });
      return uid(tabs);
    });
    expect(ids[1]).toBe(ids[0]);
  });

  it("compiles a page with tabs to the same module twice (repeatable builds)", async () => {
    const file = path.resolve("content/en/guide/start/quick-start.mdx");
    const [a, b] = [await compilePage(file), await compilePage(file)];
    expect(a.module).toMatch(/tabs-[0-9a-f]{6}-0/);
    expect(b.module).toBe(a.module);
  });
});

describe("icons as a sprite of symbols", () => {
  it("writes each shape as a symbol with its own id", () => {
    expect(iconSymbols({ close: "M1 1h2", up: "M2 2v3" })).toBe(
      '<symbol id="icon-shape-close" viewBox="0 0 24 24"><path d="M1 1h2"/></symbol>' +
        '<symbol id="icon-shape-up" viewBox="0 0 24 24"><path d="M2 2v3"/></symbol>',
    );
  });

  it("has one symbol per icon of the config, and every icon the app names exists", () => {
    const icons = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../app/shared/config/icons.json"), "utf8")) as Record<
      string,
      string
    >;
    const sprite = iconSymbols(icons);
    expect(sprite.match(/<symbol /g)).toHaveLength(Object.keys(icons).length);
    for (const name of Object.keys(icons)) expect(sprite).toContain(`<symbol id="icon-shape-${name}"`);
    const sources = fs
      .readdirSync(path.resolve(__dirname, "../../app"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".tsx"));
    const named = sources.flatMap((f) =>
      [...fs.readFileSync(path.resolve(__dirname, "../../app", f), "utf8").matchAll(/<Icon name="([a-z-]+)"/g)].map((m) => m[1]),
    );
    expect(named.length).toBeGreaterThan(5);
    const social = site.themeConfig.socialLinks.flatMap((link) => (typeof link.icon === "string" ? [link.icon] : []));
    for (const name of [...named, ...social]) expect(Object.keys(icons)).toContain(name);
  });
});
