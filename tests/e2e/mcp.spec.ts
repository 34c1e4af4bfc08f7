import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { expect, test } from "@playwright/test";

const SESSION = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const JSON_AND_SSE = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const call = (id: number, name: string, args: unknown) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } });

async function connect(baseURL: string) {
  const client = new Client({ name: "e2e", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", baseURL)));
  return client;
}

interface Hits {
  language: string;
  hits: { title: string; url: string }[];
}
interface PagePart {
  title: string;
  url: string;
  language: string;
  markdown: string;
  offset: number;
  nextOffset: number | null;
  totalLength: number;
}
interface Tree {
  sections: { section: string; groups: { pages: { url: string; description: string }[] }[] }[];
}
interface Option {
  name: string;
  summary: string;
  example: { code: string };
}
const structured = <T>(r: unknown) => (r as CallToolResult).structuredContent as T;
const resourceText = (c: { text: string } | { blob: string }) => ("text" in c ? c.text : "");
const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;

test.describe("MCP server at /mcp", () => {
  test("the SDK's client initializes, lists tools and resources, and reads a resource", async ({ baseURL }) => {
    const client = await connect(baseURL!);
    expect(client.getServerVersion()?.name).toBe("rsbuild-v1-docs");
    // The client sends the session it was given on every call below.
    expect((client.transport as StreamableHTTPClientTransport).sessionId).toMatch(SESSION);
    expect(client.getInstructions()).toMatch(/Rsbuild 1\.x[\s\S]*https:\/\/rsbuild\.rs/);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["get_config_option", "list_pages", "read_page", "search_docs", "submit_feedback"]);
    for (const tool of tools) {
      // submit_feedback writes one row (tests/e2e/insights.spec.ts); the others only read.
      expect(tool.annotations).toMatchObject({ readOnlyHint: tool.name !== "submit_feedback", destructiveHint: false });
      expect(tool.outputSchema?.type).toBe("object");
      expect(tool.description!.length).toBeGreaterThan(100);
    }
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris.filter((u) => u.endsWith("llms.txt"))).toHaveLength(2);
    expect(uris.filter((u) => u.endsWith(".md")).length).toBeGreaterThan(300);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates[0].uriTemplate).toMatch(/\{\+path\}$/);
    const zhIndex = await client.readResource({ uri: uris.find((u) => u.endsWith("/zh/llms.txt"))! });
    expect(resourceText(zhIndex.contents[0])).toContain("/zh/");
    const page = await client.readResource({ uri: uris.find((u) => u.endsWith("/config/server/port.md"))! });
    expect(resourceText(page.contents[0])).toMatch(/^# server\.port/);
    await expect(client.readResource({ uri: uris[0].replace("llms.txt", "no/such/page.md") })).rejects.toThrow(/not found/);
    await client.close();
  });

  test("every tool answers in both languages; unknown names get close matches", async ({ baseURL }) => {
    const client = await connect(baseURL!);
    const en = structured<Hits>(await client.callTool({ name: "search_docs", arguments: { query: "dist path", limit: 5 } }));
    expect(en.language).toBe("en");
    expect(en.hits.length).toBeGreaterThan(0);
    expect(en.hits.length).toBeLessThanOrEqual(5);
    expect(en.hits[0]).toMatchObject({
      title: "output.distPath",
      url: expect.stringMatching(/^https?:\/\/[^/]+\/config\/output\/dist-path/),
    });
    const zh = structured<Hits>(await client.callTool({ name: "search_docs", arguments: { query: "代理", section: "config" } }));
    expect(zh.language).toBe("zh");
    expect(zh.hits.every((h) => /\/zh\/config\//.test(h.url))).toBe(true);

    const page = structured<PagePart>(await client.callTool({ name: "read_page", arguments: { path: "guide/basic/server.md" } }));
    expect(page).toMatchObject({ title: expect.any(String), language: "en", offset: 0 });
    expect(page.markdown).toMatch(/^# /);
    const zhPage = structured<PagePart>(
      await client.callTool({ name: "read_page", arguments: { path: `${baseURL}/zh/guide/start/index.md` } }),
    );
    expect(zhPage).toMatchObject({ language: "zh", url: expect.stringMatching(/\/zh\/guide\/start\/$/) });

    const tree = structured<Tree>(await client.callTool({ name: "list_pages", arguments: { section: "api", language: "zh" } }));
    const pages = tree.sections[0].groups.flatMap((g) => g.pages);
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.every((p) => p.url.includes("/zh/api/") && p.description)).toBe(true);
    const all = structured<Tree>(await client.callTool({ name: "list_pages", arguments: {} }));
    expect(all.sections.map((s) => s.section)).toEqual(["guide", "config", "plugins", "api", "community"]);

    const option = structured<Option>(await client.callTool({ name: "get_config_option", arguments: { name: "server.port" } }));
    expect(option).toMatchObject({
      name: "server.port",
      type: "number",
      default: "3000",
      url: expect.stringMatching(/\/config\/server\/port$/),
    });
    expect(option.example.code).toContain("defineConfig");
    const zhOption = structured<Option>(
      await client.callTool({ name: "get_config_option", arguments: { name: "output.distPath", language: "zh" } }),
    );
    expect(zhOption.summary).toMatch(/[\u4e00-\u9fff]/);
    // The release an option arrived in or left, from the same data as the pages' badges.
    expect(option).not.toHaveProperty("addedIn");
    const later = structured<Record<string, string>>(
      await client.callTool({ name: "get_config_option", arguments: { name: "dev.browserLogs" } }),
    );
    expect(later.addedIn).toBe("1.5.13");
    // 1.4.0 is not in the registry: its arrival comes from upstream's source at tag v1.4.0.
    const gap = structured<Record<string, string>>(await client.callTool({ name: "get_config_option", arguments: { name: "logLevel" } }));
    expect(gap.addedIn).toBe("1.4.0");
    const deprecated = structured<Record<string, string>>(
      await client.callTool({ name: "get_config_option", arguments: { name: "performance.bundleAnalyze" } }),
    );
    expect(deprecated.deprecatedIn).toBe("1.7.0");

    const noOption = await client.callTool({ name: "get_config_option", arguments: { name: "server.prxy" } });
    expect(noOption.isError).toBe(true);
    expect(text(noOption)).toContain("server.proxy");
    const noPage = await client.callTool({ name: "read_page", arguments: { path: "/guide/basic/serve" } });
    expect(noPage.isError).toBe(true);
    expect(text(noPage)).toMatch(/\/guide\/basic\/server\b/);
    await client.close();
  });

  test("a long page pages through to exactly its Markdown twin", async ({ baseURL, request }) => {
    const client = await connect(baseURL!);
    const whole = await (await request.get("/guide/migration/vite-plugin.md")).text();
    let offset: number | null = 0;
    let joined = "";
    let parts = 0;
    while (offset !== null) {
      const part: PagePart = structured<PagePart>(
        await client.callTool({ name: "read_page", arguments: { path: "/guide/migration/vite-plugin", offset } }),
      );
      expect(part.offset).toBe(offset);
      expect(part.totalLength).toBe(whole.length);
      joined += part.markdown;
      offset = part.nextOffset;
      parts++;
    }
    expect(parts).toBeGreaterThan(1);
    expect(joined).toBe(whole);
    await client.close();
  });

  test("initialize names a session kept nowhere; an id the server could not have issued gets 404", async ({ request }) => {
    const headers = { ...JSON_AND_SSE, "cf-connecting-ip": "203.0.113.9" };
    const init = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "e2e", version: "1" } },
    };
    const opened = await request.post("/mcp", { headers, data: init });
    const session = opened.headers()["mcp-session-id"];
    expect(session).toMatch(SESSION);
    const again = await request.post("/mcp", { headers, data: init });
    expect(again.headers()["mcp-session-id"]).not.toBe(session);
    const list = { jsonrpc: "2.0", id: 2, method: "tools/list" };
    const listed = await request.post("/mcp", { headers: { ...headers, "mcp-session-id": session }, data: list });
    expect((await listed.json()).result.tools.length).toBe(5);
    // Only the initialize answer names a session.
    expect(listed.headers()["mcp-session-id"]).toBeUndefined();
    for (const forged of ["session-1", session.toUpperCase()]) {
      const refused = await request.post("/mcp", { headers: { ...headers, "mcp-session-id": forged }, data: list });
      expect(refused.status(), forged).toBe(404);
      expect((await refused.json()).error.code).toBe(-32001);
    }
    // Nothing is kept, so nothing to end: the spec lets such a server refuse DELETE.
    const ended = await request.fetch("/mcp", { method: "DELETE", headers: { "mcp-session-id": session } });
    expect(ended.status()).toBe(405);
  });

  test("answers JSON or an event stream as Accept allows; CORS and Origin", async ({ request }) => {
    const body = call(1, "get_config_option", { name: "mode" });
    const json = await request.post("/mcp", { headers: { "content-type": "application/json", accept: "application/json" }, data: body });
    expect(json.headers()["content-type"]).toContain("application/json");
    expect((await json.json()).result.structuredContent.name).toBe("mode");
    const sse = await request.post("/mcp", { headers: { "content-type": "application/json", accept: "text/event-stream" }, data: body });
    expect(sse.headers()["content-type"]).toContain("text/event-stream");
    const event = /^event: message\ndata: (.*)\n\n$/.exec(await sse.text());
    expect(JSON.parse(event![1]).result.structuredContent.name).toBe("mode");

    const inspector = "http://localhost:6274";
    const preflight = await request.fetch("/mcp", {
      method: "OPTIONS",
      headers: {
        origin: inspector,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, mcp-protocol-version",
      },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()["access-control-allow-origin"]).toBe(inspector);
    expect(preflight.headers()["access-control-allow-headers"]).toContain("mcp-protocol-version");
    const cross = await request.post("/mcp", { headers: { ...JSON_AND_SSE, origin: "https://chat.example" }, data: body });
    expect(cross.status()).toBe(200);
    expect(cross.headers()["access-control-allow-origin"]).toBe("https://chat.example");
    for (const origin of ["null", "http://192.168.1.20:8080", "file://"]) {
      const refused = await request.post("/mcp", { headers: { ...JSON_AND_SSE, origin }, data: body });
      expect(refused.status(), origin).toBe(403);
    }
  });

  test("bad input gets the right status or JSON-RPC error, never a 5xx", async ({ request }) => {
    const post = (data: string | object, headers: Record<string, string> = JSON_AND_SSE) =>
      request.post("/mcp", {
        headers: { ...headers, "cf-connecting-ip": "203.0.113.5" },
        data: typeof data === "string" ? data : JSON.stringify(data),
      });
    const rpc = async (data: string | object, status: number, code: number | boolean) => {
      const res = await post(data);
      expect(res.status(), JSON.stringify(data).slice(0, 80)).toBe(status);
      const answer = await res.json();
      expect(answer.error?.code ?? answer.result?.isError, JSON.stringify(data).slice(0, 80)).toBe(code);
      expect(JSON.stringify(answer)).not.toMatch(/\bat .*\.(js|ts):\d+/);
    };
    await rpc("{not json", 400, -32700);
    await rpc([call(1, "list_pages", {}), call(2, "list_pages", {})], 400, -32600);
    await rpc({ jsonrpc: "2.0", id: 1, method: "no/such/method" }, 200, -32601);
    await rpc({ jsonrpc: "2.0", id: 1, method: "tools/call", params: {} }, 200, -32602);
    await rpc(call(1, "no_such_tool", {}), 200, -32602);
    // Arguments outside a tool's input schema are tool errors, which the model reads and corrects.
    await rpc(call(1, "search_docs", {}), 200, true);
    await rpc(call(1, "search_docs", { query: 42 }), 200, true);
    await rpc(call(1, "search_docs", { query: "x".repeat(600) }), 200, true);
    await rpc(call(1, "search_docs", { query: "server", limit: 500 }), 200, true);
    await rpc(call(1, "get_config_option", { name: "output.distPath", language: "fr" }), 200, true);
    await rpc(call(1, "read_page", { path: "/%E0%A4%A" }), 200, true);
    await rpc(call(1, "read_page", { path: "/guide/../../etc/passwd" }), 200, true);

    const big = await post(JSON.stringify(call(1, "search_docs", { query: "a".repeat(1024 * 1024) })));
    expect(big.status()).toBe(413);
    expect((await post(call(1, "list_pages", {}), { "content-type": "text/plain", accept: "application/json" })).status()).toBe(415);
    expect((await post(call(1, "list_pages", {}), { "content-type": "application/json", accept: "text/html" })).status()).toBe(406);
    for (const method of ["GET", "DELETE", "PUT", "HEAD"]) {
      const res = await request.fetch("/mcp", { method, headers: { accept: "text/event-stream" } });
      expect(res.status(), method).toBe(405);
      expect(res.headers().allow).toContain("POST");
    }
  });

  test("a flood of calls from one client is cut off with 429; the discovery card is served", async ({ request }) => {
    // A client address of its own, so the other tests' calls keep their allowance.
    const headers = { ...JSON_AND_SSE, "cf-connecting-ip": "203.0.113.77" };
    const answers = await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        request
          .post("/mcp", { headers, data: call(i, "get_config_option", { name: "server.port" }) })
          .then(async (r) => ({ status: r.status(), body: r.status() === 200 ? "" : (await r.text()).slice(0, 300) })),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    // Any other answer is named with its body, so a rare one says what it was.
    expect(answers.filter((a) => a.status !== 200 && a.status !== 429)).toEqual([]);

    const card = await request.get("/.well-known/mcp/server-card.json");
    expect(card.status()).toBe(200);
    const data = await card.json();
    expect(data).toMatchObject({ name: "rsbuild-v1-docs", transport: { type: "streamable-http", endpoint: "/mcp" } });
    expect(data.remotes[0].url).toMatch(/\/mcp$/);
    expect(data.tools.map((t: { name: string }) => t.name)).toContain("get_config_option");
  });
});
