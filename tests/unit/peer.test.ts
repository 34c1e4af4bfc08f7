import { describe, expect, it } from "vitest";
import { packFixed, WIDTH } from "../../functions/search/core/numbers";
import { peerSearch, peerSections } from "../../scripts/bench/peer.ts";

/** A two-page index in the site's compact shape: records are [section, level, text]. */
function indexOf(records: [number, number, string][]) {
  const starts: number[] = [];
  let text = "";
  for (const [, , t] of records) {
    starts.push(text.length);
    text += t;
  }
  return {
    pages: [
      ["Guide", "Dev server", "/guide/basic/server"],
      ["Config", "server.proxy", "/config/server/proxy"],
    ] as [string, string, string][],
    sections: [
      [0, ""],
      [0, "port", "Port and host"],
      [1, ""],
      [1, "path-rewrite", "Options", "pathRewrite"],
    ] as [number, string, ...(string | null)[]][],
    records: {
      section: packFixed(
        records.map((r) => r[0]),
        WIDTH.section,
      ),
      level: packFixed(
        records.map((r) => r[1]),
        WIDTH.level,
      ),
      start: packFixed(starts, WIDTH.start),
    },
    text,
  };
}

const data = indexOf([
  [0, 1, "Dev server"],
  [0, 0, "The dev server serves the app while you work."],
  [1, 2, "Port and host"],
  [1, 0, "It listens on port 3000 and picks the next free one."],
  [2, 1, "server.proxy"],
  [2, 0, "开发服务器代理接口请求"],
  [3, 3, "pathRewrite"],
  [3, 0, "Rewrite the request path before forwarding it."],
]);

describe("peerSections", () => {
  it("cuts pages as VitePress does: one document per heading, titled by it, under its parent headings, with only the text", () => {
    const sections = peerSections(data);
    expect(sections.map(({ page, title, titles, text }) => ({ page, title, titles, text }))).toEqual([
      { page: "/guide/basic/server", title: "Dev server", titles: [], text: "The dev server serves the app while you work." },
      {
        page: "/guide/basic/server",
        title: "Port and host",
        titles: ["Dev server"],
        text: "It listens on port 3000 and picks the next free one.",
      },
      { page: "/config/server/proxy", title: "server.proxy", titles: [], text: "开发服务器代理接口请求" },
      {
        page: "/config/server/proxy",
        title: "pathRewrite",
        titles: ["server.proxy", "Options"],
        text: "Rewrite the request path before forwarding it.",
      },
    ]);
  });
});

describe("peerSearch (MiniSearch with VitePress's defaults)", () => {
  const search = peerSearch(data);

  it("gives distinct pages, a title match first", () => {
    expect(search("port")).toEqual(["/guide/basic/server"]);
    expect(search("rewrite request path")).toEqual(["/config/server/proxy"]);
  });

  it("matches by prefix and with a typo (fuzzy 0.2)", () => {
    expect(search("forwa")).toEqual(["/config/server/proxy"]);
    expect(search("listns")).toEqual(["/guide/basic/server"]);
  });

  it("does not segment Chinese: a word inside a run of characters is not found, the run's start is (prefix)", () => {
    expect(search("代理")).toEqual([]);
    expect(search("开发服务器")).toEqual(["/config/server/proxy"]);
  });
});
