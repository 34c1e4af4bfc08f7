import { describe, expect, it } from "vitest";
import type { CollectedRecord } from "../../scripts/content/compile-types.ts";
import { pointerSections } from "../../scripts/content/search-pointers.ts";

const text = (anchor: string, content: string, extra: Partial<CollectedRecord> = {}): CollectedRecord => ({
  type: "content",
  levels: { lvl2: anchor },
  anchor,
  content,
  ...extra,
});

describe("pointerSections", () => {
  const page = "/plugins/list/plugin-react";
  it("finds a short section linking to one other page", () => {
    const records = [
      { type: "lvl3", levels: { lvl3: "SVG" }, anchor: "svg", content: null } as CollectedRecord,
      text("svg", "To import SVG files as React components, use the SVGR plugin.", { links: ["/plugins/list/plugin-svgr"] }),
    ];
    expect(pointerSections(records, page, 300)).toEqual(new Map([["svg", "/plugins/list/plugin-svgr"]]));
  });
  it("leaves sections that say more, show code, link to several pages or to the page itself", () => {
    const records = [
      text("long", "x".repeat(200), { links: ["/a"] }),
      text("long", "y".repeat(150)),
      text("code", "Use it like this:", { links: ["/a"], code: "pluginSvgr" }),
      text("several", "See a", { links: ["/a"] }),
      text("several", "and b.", { links: ["/b"] }),
      text("self", "See above.", { links: [page] }),
      text("none", "Nothing to follow."),
    ];
    expect(pointerSections(records, page, 300)).toEqual(new Map());
  });
  it("keeps the text before the first heading to the page", () => {
    expect(pointerSections([text("", "See the SVGR plugin.", { links: ["/plugins/list/plugin-svgr"] })], page, 300)).toEqual(new Map());
  });
});
