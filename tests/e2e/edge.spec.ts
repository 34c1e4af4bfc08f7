import { expect, test } from "@playwright/test";

const visited = { cookie: "rsbuild-visited=1" };

test.describe("edge caching", () => {
  test("pages are cached at the edge and revalidated by an ETag tied to the build", async ({ request }) => {
    const res = await request.get("/guide/start/", { headers: visited });
    expect(res.status()).toBe(200);
    const cc = res.headers()["cache-control"];
    expect(cc).toContain("s-maxage=");
    expect(cc).toContain("stale-while-revalidate=");
    expect(cc).toContain("max-age=0");
    const etag = res.headers().etag;
    expect(etag).toMatch(/^".+-auto"$/);
    const again = await request.get("/guide/start/", { headers: { ...visited, "if-none-match": etag } });
    expect(again.status()).toBe(304);
  });

  test("404s are cached briefly, redirects are cacheable", async ({ request }) => {
    expect((await request.get("/nope", { headers: visited })).headers()["cache-control"]).toBe("public, max-age=60, s-maxage=300");
    const redirect = await request.get("/guide/start", { headers: visited, maxRedirects: 0 });
    expect(redirect.headers()["cache-control"]).toContain("s-maxage=");
  });

  test("hashed assets and page modules are immutable for a year", async ({ request, page }) => {
    await page.goto("/guide/start/");
    const css = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
    const module = await page.evaluate(() => {
      const data = (window as unknown as { __remixContext: { state: { loaderData: Record<string, { page?: { moduleUrl: string } }> } } }).__remixContext.state.loaderData;
      return Object.values(data).find((d) => d?.page)?.page?.moduleUrl;
    });
    for (const url of [css!, module!]) {
      const res = await request.get(url);
      expect(res.status()).toBe(200);
      expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  test("the theme cookie changes the HTML and is part of the cache key", async ({ request }) => {
    const light = await request.get("/guide/start/", { headers: visited });
    expect(await light.text()).not.toContain('class="dark"');
    const set = await request.post("/resources/theme", { data: { theme: "dark" } });
    expect(set.status()).toBe(200);
    const themeCookie = set.headers()["set-cookie"].split(";")[0];
    expect(themeCookie).toMatch(/^rsbuild-theme=/);
    expect((await request.post("/resources/theme", { form: { theme: "dark" } })).status()).toBe(400);
    const themed = await request.get("/guide/start/", { headers: { cookie: `rsbuild-visited=1; ${themeCookie}` } });
    expect(await themed.text()).toContain('class="dark"');
    expect(themed.headers().etag).toMatch(/-dark"$/);
    const stillLight = await request.get("/guide/start/", { headers: visited });
    expect(await stillLight.text()).not.toContain('class="dark"');
  });
});

test.describe("bad input", () => {
  const paths = [
    "/%E0%A4%A",
    "/guide/%E0%A4%A/start",
    "/%00",
    "/guide/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "/guide/..%5c..%5cwindows",
    `/${"a".repeat(8200)}`,
    `/guide/${"%41".repeat(3000)}`,
    "/<script>alert(1)</script>",
    "/guide/start/?q=<script>alert(1)</script>",
  ];
  for (const path of paths) {
    test(`answers ${path.slice(0, 40)} with a 4xx or the page, never a 5xx or a stack`, async ({ request }) => {
      const res = await request.get(path, { headers: visited, maxRedirects: 0 });
      expect(res.status()).toBeLessThan(500);
      const body = await res.text();
      expect(body).not.toMatch(/\n\s+at [^\n]+:\d+:\d+/);
      expect(body).not.toContain("<script>alert(1)</script>");
    });
  }

  test("unknown methods get 405, and the worker keeps serving", async ({ request }) => {
    for (const method of ["DELETE", "PUT", "PATCH", "OPTIONS"]) {
      const res = await request.fetch("/guide/start/", { method, headers: visited });
      expect(res.status()).toBe(405);
    }
    expect((await request.get("/guide/start/", { headers: visited })).status()).toBe(200);
  });
});
