import { describe, expect, it, vi } from "vitest";
import { ctx, fakeApp, send } from "../fixtures/edge-app";

vi.mock("../../functions/pipeline/search", () => ({ handleSearchApi: vi.fn(async () => Response.json({ results: [] })) }));
vi.mock("../../functions/pipeline/mcp", () => ({
  MCP_PATH: "/mcp",
  CARD_PATH: "/.well-known/mcp/server-card.json",
  handleMcp: vi.fn(async () => Response.json({})),
}));
const { handleSearchApi } = await import("../../functions/pipeline/search");
const { handleMcp } = await import("../../functions/pipeline/mcp");

describe("the search routes", () => {
  it("hands the request's context on, so a fresh engine can warm up after the answer", async () => {
    const res = await send(fakeApp(), "/1/indexes/*/queries?x-algolia-application-id=a&x-algolia-api-key=b", { method: "POST" });
    expect(res.status).toBe(200);
    expect(handleSearchApi).toHaveBeenCalledWith(expect.any(Request), expect.any(URL), expect.anything(), ctx);
  });
  it("hands the MCP server the request's context too", async () => {
    const res = await send(fakeApp(), "/mcp", { method: "POST" });
    expect(res.status).toBe(200);
    expect(handleMcp).toHaveBeenCalledWith(expect.any(Request), expect.any(URL), expect.anything(), ctx);
  });
});
