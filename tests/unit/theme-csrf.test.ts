import { describe, expect, it, vi } from "vitest";
import { isJsonBodyType, isSameOrigin } from "~/lib/http/same-origin";

vi.mock("~/shared/content/manifest", () => ({ siteUrl: "https://rsbuild.rs" }));
const { action } = await import("~/routes/resources.theme");

const post = (headers: Record<string, string>, body = JSON.stringify({ theme: "dark" }), url = "http://site.test/resources/theme") =>
  action({ request: new Request(url, { method: "POST", headers, body }), params: {}, context: {} });

describe("the theme action refuses other sites", () => {
  it("accepts the site's own toggle: a same-origin fetch with a JSON body (sent as text/plain)", async () => {
    const res = await post({ "content-type": "text/plain;charset=UTF-8", "sec-fetch-site": "same-origin", origin: "http://site.test" });
    // No body: remix-themes never reads the answer, and an unread body keeps the request open.
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect(res.headers.get("content-type")).toBeNull();
    expect(res.headers.get("set-cookie")).toMatch(/^rsbuild-theme=/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect((await post({ "content-type": "application/json", origin: "https://rsbuild.rs" })).status).toBe(204);
  });

  it("the theme cookie is Secure over HTTPS and signed with THEME_COOKIE_SECRET when set", async () => {
    const headers = { "content-type": "application/json", origin: "https://site.test" };
    const request = new Request("https://site.test/resources/theme", { method: "POST", headers, body: '{"theme":"dark"}' });
    const env = { THEME_COOKIE_SECRET: "deploy-secret" };
    const secure = await action({ request, params: {}, context: { cloudflare: { env } } });
    expect(secure.headers.get("set-cookie")).toMatch(/; Secure/);
    const plain = await post({ "content-type": "application/json", origin: "http://site.test" });
    expect(plain.headers.get("set-cookie")).not.toMatch(/Secure/);
    expect(secure.headers.get("set-cookie")!.split(";")[0]).not.toBe(plain.headers.get("set-cookie")!.split(";")[0]);
  });

  it("refuses a cross-site form, a cross-site fetch and a request that names no origin", async () => {
    const form = await post(
      { "content-type": "text/plain", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      '{"theme":"dark","x":"="}',
    );
    expect(form.status).toBe(403);
    expect(form.headers.has("set-cookie")).toBe(false);
    expect((await post({ "content-type": "application/json", origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ "content-type": "application/json", "sec-fetch-site": "same-site", origin: "http://site.test" })).status).toBe(
      403,
    );
    expect((await post({ "content-type": "application/json" })).status).toBe(403);
    expect((await post({ "content-type": "application/json", origin: "null" })).status).toBe(403);
  });

  it("requires a JSON body {theme}", async () => {
    const same = { origin: "http://site.test" };
    expect((await post({ ...same, "content-type": "application/x-www-form-urlencoded" }, "theme=dark")).status).toBe(415);
    expect((await post({ ...same, "content-type": "multipart/form-data; boundary=x" }, "--x--")).status).toBe(415);
    expect((await post({ ...same, "content-type": "application/json" }, "{")).status).toBe(400);
    expect((await post({ ...same, "content-type": "application/json" }, '{"theme":"pink"}')).status).toBe(400);
  });
});

describe("request checks", () => {
  it("same origin by Sec-Fetch-Site first, else by Origin", () => {
    const req = (headers: Record<string, string>) => new Request("http://a.test/x", { method: "POST", headers });
    expect(isSameOrigin(req({ "sec-fetch-site": "same-origin", origin: "https://evil.example" }), ["http://a.test"])).toBe(true);
    expect(isSameOrigin(req({ "sec-fetch-site": "none" }), ["http://a.test"])).toBe(false);
    expect(isSameOrigin(req({ origin: "http://a.test" }), ["http://a.test"])).toBe(true);
    expect(isSameOrigin(req({ origin: "http://a.test.evil.example" }), ["http://a.test"])).toBe(false);
  });
  it("JSON bodies come as application/json or bare text/plain", () => {
    expect(isJsonBodyType("application/json; charset=utf-8")).toBe(true);
    expect(isJsonBodyType("Text/Plain;charset=UTF-8")).toBe(true);
    expect(isJsonBodyType("application/x-www-form-urlencoded")).toBe(false);
    expect(isJsonBodyType(null)).toBe(false);
  });
});
