import { describe, expect, it } from "vitest";
import { discoveryLinks, withDiscoveryLinks } from "../../functions/pipeline/discovery";
import { wellKnownLlms } from "../../functions/pipeline/well-known";

describe("discoveryLinks", () => {
  it("names the page's Markdown twin, its language's llms.txt and the MCP card", () => {
    expect(discoveryLinks("/guide/start/quick-start")).toBe(
      '</guide/start/quick-start.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"; type="text/plain", </.well-known/mcp/server-card.json>; rel="mcp-server-card"; type="application/json"',
    );
    expect(discoveryLinks("/")).toMatch(/^<\/index\.md>; rel="alternate".*<\/llms\.txt>/);
    expect(discoveryLinks("/zh/")).toMatch(/^<\/zh\/index\.md>; rel="alternate".*<\/zh\/llms\.txt>/);
    expect(discoveryLinks("/zh/config/dev/hmr")).toContain("</zh/llms.txt>");
  });
  it("encodes what a header may not carry", () => {
    expect(discoveryLinks("/guide/a b")).toContain("</guide/a%20b.md>");
  });
});

describe("withDiscoveryLinks", () => {
  const html = (status: number, type = "text/html; charset=utf-8") =>
    new Response(status === 304 ? null : "x", { status, headers: { "content-type": type } });
  it("adds the links to a page's HTML and its 304, beside any Link already there", async () => {
    const page = withDiscoveryLinks(html(200), "/guide/start/");
    expect(page.headers.get("link")).toContain("</guide/start/index.md>");
    expect(await page.text()).toBe("x");
    expect(withDiscoveryLinks(html(304), "/guide/start/").headers.get("link")).toContain("mcp-server-card");
    const linked = new Response("x", { headers: { "content-type": "text/html", link: "</a>; rel=preload" } });
    expect(withDiscoveryLinks(linked, "/").headers.get("link")).toMatch(/^<\/a>; rel=preload, <\/index\.md>/);
  });
  it("leaves errors, redirects and other types alone", () => {
    for (const response of [html(404), html(500), new Response(null, { status: 301 }), html(200, "application/json")])
      expect(withDiscoveryLinks(response, "/guide/start/").headers.get("link")).toBeNull();
  });
});

describe("wellKnownLlms", () => {
  const assets = {
    fetch: async (r: Request) => (new URL(r.url).pathname === "/llms.txt" ? new Response("# Rsbuild") : new Response("", { status: 404 })),
  };
  const url = new URL("https://v1.rsbuild.rs/.well-known/llms.txt");
  it("answers the English llms.txt, naming it canonical", async () => {
    const res = await wellKnownLlms(new Request(url), url, assets);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("link")).toBe('</llms.txt>; rel="canonical"');
    expect(await res.text()).toBe("# Rsbuild");
  });
  it("answers 405 to other methods and 404 when nothing was built", async () => {
    expect((await wellKnownLlms(new Request(url, { method: "POST" }), url, assets)).status).toBe(405);
    expect((await wellKnownLlms(new Request(url), url, undefined)).status).toBe(404);
  });
});
