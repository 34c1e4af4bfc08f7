import { describe, expect, it } from "vitest";
import { newSessionId, opensSession, sessionAccepted } from "../../functions/mcp/session";

describe("MCP sessions kept nowhere", () => {
  it("issues a different id each time, which the server then accepts", () => {
    const ids = Array.from({ length: 50 }, newSessionId);
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[\x21-\x7e]+$/);
      expect(sessionAccepted(id)).toBe(true);
    }
  });

  it("accepts a request with no session: clients may stay stateless", () => {
    expect(sessionAccepted(null)).toBe(true);
  });

  it.each([
    "",
    "abc",
    "session-1700000000000",
    "0D4C1F8E-2B7A-4C3D-9E5F-6A7B8C9D0E1F",
    "0d4c1f8e-2b7a-1c3d-9e5f-6a7b8c9d0e1f",
    "0d4c1f8e-2b7a-4c3d-9e5f-6a7b8c9d0e1f ",
    "0d4c1f8e-2b7a-4c3d-9e5f-6a7b8c9d0e1f0",
    `${"0d4c1f8e-2b7a-4c3d-9e5f-6a7b8c9d0e1f"}\n`,
  ])("refuses %j, which it could not have issued", (id) => {
    expect(sessionAccepted(id)).toBe(false);
  });

  it("knows initialize as the request that opens a session", () => {
    expect(opensSession({ jsonrpc: "2.0", id: 1, method: "initialize", params: {} })).toBe(true);
    for (const other of [{ jsonrpc: "2.0", id: 1, method: "tools/list" }, { method: "notifications/initialized" }, null, "initialize", 1])
      expect(opensSession(other)).toBe(false);
  });
});
