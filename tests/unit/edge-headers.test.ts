import { beforeEach, describe, expect, it } from "vitest";
import { Theme } from "remix-themes";
import { themeResolver } from "~/lib/theme.server";
import { fakeApp, freshCache, send } from "../fixtures/edge-app";
import { fixturePages } from "../fixtures/pages";
import { setManifest } from "~/shared/content/manifest";

setManifest({ buildId: "content1", siteUrl: "", pages: fixturePages });

const app = fakeApp();
const visited = "rsbuild-visited=1";
const get = (path: string, headers: Record<string, string> = {}, method = "GET") => send(app, path, { headers, method });

/** A theme cookie as the theme action signs it (the development secret unless `secret` is given). */
async function themeCookie(theme: "light" | "dark", secret?: string) {
  const session = await themeResolver({ THEME_COOKIE_SECRET: secret }, false)(new Request("http://site.test/"));
  session.setTheme(theme === "dark" ? Theme.DARK : Theme.LIGHT);
  return (await session.commit()).split(";")[0];
}

beforeEach(() => {
  freshCache();
  app.renders = 0;
});

describe("answers a shared cache may keep", () => {
  it("a returning reader without a theme: the long s-maxage, Vary: Cookie, no cookie set", async () => {
    const res = await get("/guide/start/", { cookie: visited });
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate, s-maxage=86400, stale-while-revalidate=604800");
    expect(res.headers.get("vary")).toBe("Cookie, Accept, Accept-Encoding");
    expect(res.headers.has("set-cookie")).toBe(false);
  });

  it("a first visit sets the visited cookie on a private, unstored answer", async () => {
    for (const path of ["/guide/start/", "/missing"]) {
      const res = await get(path, { "accept-language": "en" });
      expect(res.headers.get("set-cookie"), path).toMatch(/^rsbuild-visited=1/);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("a page rendered for a theme cookie is private to that reader, whose browser may revalidate it", async () => {
    const dark = await themeCookie("dark");
    const page = await get("/guide/start/", { cookie: `${visited}; ${dark}` });
    expect(await page.text()).toContain(dark.split("=")[1]);
    expect(page.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
    expect(page.headers.get("vary")).toBe("Cookie, Accept, Accept-Encoding");
    const missing = await get("/missing", { cookie: `${visited}; ${dark}` });
    expect(missing.headers.get("cache-control")).toBe("private, max-age=60");
    const data = await get("/guide/start/?_data=root", { cookie: dark });
    expect(data.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
  });

  it("root data without cookies is shared and sets no cookie; the 404 keeps its short public life", async () => {
    const data = await get("/guide/start/?_data=root");
    expect(data.headers.has("set-cookie")).toBe(false);
    expect(data.headers.get("cache-control")).toMatch(/^public, .*s-maxage=86400/);
    expect(data.headers.get("vary")).toBe("Cookie, Accept, Accept-Encoding");
    const missing = await get("/missing", { cookie: visited });
    expect(missing.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
    expect(missing.headers.get("vary")).toBe("Cookie, Accept, Accept-Encoding");
  });

  it("no answer carrying Set-Cookie is shareable", async () => {
    const cases = [
      ["/guide/start/", {}],
      ["/guide/start/", { "accept-language": "zh-CN" }],
      ["/missing", {}],
      ["/zh/guide/start/", { "accept-language": "en" }],
    ] as const;
    for (const [path, headers] of cases) {
      const res = await get(path, headers);
      if (res.headers.has("set-cookie")) expect(res.headers.get("cache-control"), path).toMatch(/^private/);
    }
  });
});

describe("cookies", () => {
  it("are Secure over HTTPS only", async () => {
    const https = await send(app, "/guide/start/", { origin: "https://site.test", headers: { "accept-language": "en" } });
    expect(https.headers.get("set-cookie")).toMatch(/; Secure$/);
    const redirect = await send(app, "/guide/start/", { origin: "https://site.test", headers: { "accept-language": "zh" } });
    expect(redirect.headers.get("set-cookie")).toMatch(/; Secure$/);
    expect((await get("/guide/start/")).headers.get("set-cookie")).not.toMatch(/Secure/);
  });

  it("the theme cookie is read with the Worker secret, and one signed with another secret counts as auto", async () => {
    const env = { THEME_COOKIE_SECRET: "deploy-secret" };
    const signed = await themeCookie("dark", "deploy-secret");
    const devSigned = await themeCookie("dark");
    expect(signed).not.toBe(devSigned);
    const own = await send(app, "/guide/start/", { env, headers: { cookie: `${visited}; ${signed}` } });
    expect(own.headers.get("cache-control")).toMatch(/^private/);
    const other = await send(app, "/guide/start/", { env, headers: { cookie: `${visited}; ${devSigned}` } });
    expect(other.headers.get("cache-control")).toMatch(/^public/);
  });
});
