import { describe, expect, it, vi } from "vitest";
import { ctx, fakeApp, send } from "../fixtures/edge-app";

vi.mock("../../functions/pipeline/search", () => ({ handleSearchApi: vi.fn(async () => Response.json({ results: [] })) }));
const { handleSearchApi } = await import("../../functions/pipeline/search");

describe("the search API's route", () => {
  it("hands the request's context on, so a fresh engine can warm up after the answer", async () => {
    const res = await send(fakeApp(), "/1/indexes/*/queries?x-algolia-application-id=a&x-algolia-api-key=b", { method: "POST" });
    expect(res.status).toBe(200);
    expect(handleSearchApi).toHaveBeenCalledWith(expect.any(Request), expect.any(URL), expect.anything(), ctx);
  });
});
