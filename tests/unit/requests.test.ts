import { describe, expect, it } from "vitest";
import { invalidParams } from "../../functions/mcp/requests";

const tools = ["search_docs"];
const req = (method: string, params?: unknown) => ({ jsonrpc: "2.0", id: 1, method, ...(params === undefined ? {} : { params }) });

describe("invalidParams", () => {
  it("accepts well-formed requests and leaves unknown methods and notifications to the SDK", () => {
    expect(invalidParams(req("tools/call", { name: "search_docs", arguments: { query: 1 } }), tools)).toBeNull();
    expect(invalidParams(req("tools/list"), tools)).toBeNull();
    expect(invalidParams(req("no/such"), tools)).toBeNull();
    expect(invalidParams({ jsonrpc: "2.0", method: "notifications/initialized" }, tools)).toBeNull();
    expect(invalidParams("text", tools)).toBeNull();
  });

  it.each([
    ["tools/call without params", req("tools/call")],
    ["tools/call without a name", req("tools/call", {})],
    ["resources/read without a uri", req("resources/read", {})],
    ["initialize without a client", req("initialize", { protocolVersion: "2025-11-25" })],
    ["a cursor that is not a string", req("tools/list", { cursor: 5 })],
  ])("refuses %s", (_, message) => {
    expect(invalidParams(message, tools)).toMatch(/^Invalid params for /);
  });

  it("refuses a call of a tool the server does not have", () => {
    expect(invalidParams(req("tools/call", { name: "delete_docs" }), tools)).toBe("Unknown tool: delete_docs");
  });
});
