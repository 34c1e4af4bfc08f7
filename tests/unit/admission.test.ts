import { describe, expect, it } from "vitest";
import { answerForm, createRateLimit, hostAllowed, originAllowed } from "../../functions/mcp/admission";

describe("originAllowed", () => {
  const self = new URL("https://v1.rsbuild.rs/mcp");
  it.each(["https://v1.rsbuild.rs", "https://claude.ai", "http://localhost:6274", "http://127.0.0.1:3000", "http://[::1]:8080"])(
    "allows %s",
    (o) => {
      expect(originAllowed(o, self)).toBe(true);
    },
  );
  it.each([
    "null",
    "file://",
    "http://192.168.1.20",
    "http://evil.example",
    "chrome-extension://abc",
    "https://a.example/path",
    "not a url",
  ])("refuses %s", (o) => {
    expect(originAllowed(o, self)).toBe(false);
  });
  it("allows the server's own http origin (local runs)", () => {
    expect(originAllowed("http://10.0.0.5:8788", new URL("http://10.0.0.5:8788/mcp"))).toBe(true);
  });
});

describe("answerForm", () => {
  it.each([
    ["application/json, text/event-stream", "json"],
    ["text/event-stream, application/json", "json"],
    ["application/json;q=0.5, text/event-stream", "sse"],
    ["application/json", "json"],
    ["text/event-stream", "sse"],
    ["*/*", "json"],
    ["text/*", "sse"],
    [null, null],
    ["text/html", null],
    ["application/json;q=0", null],
  ])("%s → %s", (accept, form) => {
    expect(answerForm(accept)).toBe(form);
  });
});

describe("createRateLimit", () => {
  it("lets a burst through, then one call per refill, per client", () => {
    const take = createRateLimit({ burst: 3, perSecond: 2, maxClients: 10 });
    expect([take("a", 0), take("a", 0), take("a", 0)]).toEqual([0, 0, 0]);
    expect(take("a", 0)).toBe(1);
    expect(take("b", 0)).toBe(0);
    expect(take("a", 500)).toBe(0);
    expect(take("a", 500)).toBe(1);
  });

  it("forgets the oldest client past its bound", () => {
    const take = createRateLimit({ burst: 1, perSecond: 1, maxClients: 2 });
    take("a", 0);
    take("b", 0);
    take("c", 0);
    expect(take("a", 0)).toBe(0);
    expect(take("c", 0)).toBe(1);
  });
});

describe("hostAllowed", () => {
  const site = "https://v1.rsbuild.rs";
  it.each(["v1.rsbuild.rs", "localhost", "127.0.0.1", "[::1]", "10.0.0.5", "rsbuild-docs.team.workers.dev"])("serves %s", (host) => {
    expect(hostAllowed(host, site)).toBe(true);
  });
  it.each(["evil.example.com", "rsbuild.rs", "v1.rsbuild.rs.evil.example", "localhost.evil.example", "workers.dev.evil.example"])(
    "refuses %s (a rebinding name)",
    (host) => {
      expect(hostAllowed(host, site)).toBe(false);
    },
  );
  it("refuses every name when the site URL is unknown but this machine's", () => {
    expect(hostAllowed("v1.rsbuild.rs", "")).toBe(false);
    expect(hostAllowed("localhost", "")).toBe(true);
  });
});
