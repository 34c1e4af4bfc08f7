import { describe, expect, it } from "vitest";
import { inboundLinks } from "../../scripts/content/search-index.ts";

describe("inboundLinks", () => {
  it("counts the other pages linking to each page, once per page, anchors and queries aside", () => {
    const links = inboundLinks(
      ["/guide/a", "/guide/b", "/config/c"],
      [["/config/c#x", "/config/c", "/guide/b?y", "https://example.com/"], ["/config/c", "/guide/b"], ["/guide/b"]],
    );
    expect(Object.fromEntries(links)).toEqual({ "/config/c": 2, "/guide/b": 2 });
  });
});
