import { describe, expect, it } from "vitest";
import type { SearchRecord } from "~/shared/search/types";
import { excerpt, inSection } from "../../functions/mcp/search-docs";

describe("excerpt", () => {
  const long = `${"Intro words here. ".repeat(30)}The proxy option forwards requests to a backend server. ${"Tail words. ".repeat(30)}`;

  it("keeps a short text whole, on one line", () => {
    expect(excerpt("Forwards\n  requests.", ["proxy"])).toBe("Forwards requests.");
  });

  it("cuts a window around the first match at spaces, with ellipses", () => {
    const out = excerpt(long, ["proxy"], 120);
    expect(out).toContain("proxy option");
    expect(out.startsWith("…") && out.endsWith("…")).toBe(true);
    expect(out.length).toBeLessThanOrEqual(122);
    // Whole words: the text between the ellipses stands between spaces in the original.
    expect(long.replace(/\s+/g, " ")).toContain(` ${out.slice(1, -1)} `);
  });

  it("starts at the beginning when nothing matches", () => {
    expect(excerpt(long, ["absent"], 60).startsWith("Intro")).toBe(true);
  });
});

describe("inSection", () => {
  const record = (url: string) => ({ url_without_anchor: url }) as SearchRecord;
  it("matches a record's page by section, in its language", () => {
    expect(inSection("config", "en")(record("https://v1.rsbuild.rs/config/server/proxy"))).toBe(true);
    expect(inSection("config", "en")(record("https://v1.rsbuild.rs/guide/basic/server"))).toBe(false);
    expect(inSection("config", "zh")(record("https://v1.rsbuild.rs/zh/config/server/proxy"))).toBe(true);
    expect(inSection("config", "zh")(record("https://v1.rsbuild.rs/config/server/proxy"))).toBe(false);
  });
});
