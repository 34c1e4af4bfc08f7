import { describe, expect, it } from "vitest";
import { filterOverview, overviewGroups } from "~/lib/overview";
import type { ResolvedSidebarItem } from "~/lib/sidebar/resolve";

const sidebar: ResolvedSidebarItem[] = [
  { kind: "link", text: "Overview", link: "/api/" },
  { kind: "link", text: "Loose page", link: "/api/loose" },
  {
    kind: "group",
    text: "JavaScript API",
    collapsed: false,
    collapsible: true,
    items: [
      { kind: "link", text: "Core", link: "/api/core" },
      { kind: "link", text: "Dev server", link: "/api/dev-server" },
    ],
  },
  { kind: "link", text: "Elsewhere", link: "/guide/x" },
];
const toc: Record<string, { text: string; id: string; depth: 2 | 3; charIndex: number }[]> = {
  "/api/core": [
    { text: "createRsbuild", id: "create-rsbuild", depth: 2, charIndex: 0 },
    { text: "Options", id: "options", depth: 3, charIndex: 9 },
  ],
  "/api/dev-server": [{ text: "Start a dev-server", id: "start", depth: 2, charIndex: 0 }],
};
const groups = overviewGroups(sidebar, "/api/", "/api/", (l) => toc[l]);

describe("overview pages", () => {
  it("lists sibling pages under the route, grouped, with h2 headings by default, 'Others' for ungrouped", () => {
    expect(groups).toEqual([
      { title: "Others", pages: [{ title: "Loose page", link: "/api/loose", headings: [] }] },
      {
        title: "JavaScript API",
        pages: [
          { title: "Core", link: "/api/core", headings: [{ text: "createRsbuild", id: "create-rsbuild" }] },
          { title: "Dev server", link: "/api/dev-server", headings: [{ text: "Start a dev-server", id: "start" }] },
        ],
      },
    ]);
  });
  it("takes other heading depths when configured", () => {
    expect(overviewGroups(sidebar, "/api/", "/api/", (l) => toc[l], [3])[1].pages[0].headings).toEqual([
      { text: "Options", id: "options" },
    ]);
  });
  it("filters groups, pages and headings case-insensitively, hyphens as spaces", () => {
    expect(filterOverview(groups, "JAVASCRIPT")).toHaveLength(1);
    expect(filterOverview(groups, "loose")[0].pages.map((p) => p.title)).toEqual(["Loose page"]);
    const byHeading = filterOverview(groups, "dev server");
    expect(byHeading[0].pages[0].headings).toEqual([{ text: "Start a dev-server", id: "start" }]);
    expect(filterOverview(groups, "create-rsbuild")).toEqual([]);
    expect(filterOverview(groups, "createrSBUILD")[0].pages[0].title).toBe("Core");
    expect(filterOverview(groups, "DEV-SERVER")[0].pages.map((p) => p.link)).toEqual(["/api/dev-server"]);
    expect(filterOverview(groups, "nothing like this")).toEqual([]);
    expect(filterOverview(groups, "  ")).toBe(groups);
  });
});
