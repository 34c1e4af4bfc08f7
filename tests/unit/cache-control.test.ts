import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cacheControl, policyFor, policyForStatus } from "~/shared/http/cache-control";

describe("cache policies", () => {
  it("maps statuses to policies", () => {
    expect(policyForStatus(200)).toBe("page");
    expect(policyForStatus(404)).toBe("notFound");
    expect(policyForStatus(301)).toBe("permanentRedirect");
    expect(policyForStatus(302)).toBe("private");
    expect(policyForStatus(500)).toBe("private");
  });
  it("pages are revalidated by browsers but kept at the edge", () => {
    expect(cacheControl.page).toMatch(/max-age=0/);
    expect(cacheControl.page).toMatch(/s-maxage=\d+/);
    expect(cacheControl.page).toMatch(/stale-while-revalidate=\d+/);
  });
  it("only answers that set no cookie and were rendered without a theme keep the shared policy", () => {
    expect(policyFor(200, "shared")).toBe(cacheControl.page);
    expect(policyFor(404, "shared")).toBe(cacheControl.notFound);
    expect(policyFor(200, "personal")).toBe("private, max-age=0, must-revalidate");
    expect(policyFor(404, "personal")).toBe("private, max-age=60");
    for (const status of [200, 404, 301]) expect(policyFor(status, "once")).toBe("private, no-store");
    expect(policyFor(500, "shared")).toBe("private, no-store");
    for (const value of [cacheControl.personalPage, cacheControl.personalNotFound, cacheControl.private])
      expect(value).not.toMatch(/public|s-maxage/);
  });
  it("public/_headers gives hashed files the immutable policy", () => {
    const headers = fs.readFileSync(path.resolve(__dirname, "../../public/_headers"), "utf8");
    for (const prefix of ["/build/*", "/pages/*", "/og/*"]) {
      const block = headers.split(prefix)[1]?.split("\n")[1];
      expect(block?.trim()).toBe(`Cache-Control: ${cacheControl.immutable}`);
    }
  });
});
