import { expect, test } from "@playwright/test";

const visited = { cookie: "rsbuild-visited=1" };
/** What the site's own theme toggle sends (a same-origin fetch). */
const sameOrigin = { "sec-fetch-site": "same-origin" };

test.describe("edge caching", () => {
  test("pages are cached at the edge and revalidated by an ETag tied to the build", async ({ request }) => {
    const res = await request.get("/guide/start/", { headers: visited });
    expect(res.status()).toBe(200);
    const cc = res.headers()["cache-control"];
    expect(cc).toContain("s-maxage=");
    expect(cc).toContain("stale-while-revalidate=");
    expect(cc).toContain("max-age=0");
    const etag = res.headers().etag;
    expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);
    const again = await request.get("/guide/start/", { headers: { ...visited, "if-none-match": etag } });
    expect(again.status()).toBe(304);
    // The validator names this page only: another page, or a missing one, answers in full.
    expect((await request.get("/config/", { headers: { ...visited, "if-none-match": etag } })).status()).toBe(200);
    expect((await request.get("/guide/no-such-page", { headers: { ...visited, "if-none-match": etag } })).status()).toBe(404);
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
      const data = (window as unknown as { __remixContext: { state: { loaderData: Record<string, { page?: { moduleUrl: string } }> } } })
        .__remixContext.state.loaderData;
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
    const set = await request.post("/resources/theme", { data: { theme: "dark" }, headers: sameOrigin });
    expect(set.status()).toBe(204);
    const themeCookie = set.headers()["set-cookie"].split(";")[0];
    expect(themeCookie).toMatch(/^rsbuild-theme=/);
    expect((await request.post("/resources/theme", { form: { theme: "dark" }, headers: sameOrigin })).status()).toBe(415);
    const themed = await request.get("/guide/start/", { headers: { cookie: `rsbuild-visited=1; ${themeCookie}` } });
    expect(await themed.text()).toContain('class="dark"');
    expect(themed.headers()["cache-control"]).toBe("private, max-age=0, must-revalidate");
    expect(themed.headers().etag).not.toBe(light.headers().etag);
    const stillLight = await request.get("/guide/start/", { headers: visited });
    expect(await stillLight.text()).not.toContain('class="dark"');
  });

  test("another site cannot change the theme (CSRF): cross-site or origin-less posts get 403 and no cookie", async ({ request }) => {
    const attempts: { headers: Record<string, string>; data: string }[] = [
      {
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site", "content-type": "text/plain" },
        data: '{"theme":"dark","x":"="}',
      },
      { headers: { origin: "https://evil.example", "content-type": "application/json" }, data: '{"theme":"dark"}' },
      { headers: { "content-type": "application/json" }, data: '{"theme":"dark"}' },
    ];
    for (const attempt of attempts) {
      const res = await request.post("/resources/theme", attempt);
      expect(res.status(), JSON.stringify(attempt.headers)).toBe(403);
      expect(res.headers()["set-cookie"]).toBeUndefined();
    }
  });
});

test.describe("the edge under hostile clients", () => {
  test("campaign and unknown query parameters are served from the page's cache entry", async ({ request }) => {
    // The worker stores its copy after answering; wait until it has.
    await expect.poll(async () => (await request.get("/guide/start/glossary", { headers: visited })).headers()["x-cache"]).toBe("HIT");
    for (const query of ["?utm_source=news&utm_medium=mail", "?fbclid=IwAR0x", "?gclid=abc&ref=x"]) {
      const res = await request.get(`/guide/start/glossary${query}`, { headers: visited });
      expect(res.status()).toBe(200);
      expect(res.headers()["x-cache"], query).toBe("HIT");
    }
  });

  test("HEAD carries the GET's headers, the CSP included, without a body", async ({ playwright, baseURL }) => {
    // A fresh client each time: a shared one would keep the first answer's cookie for the second.
    const send = async (method: "get" | "head", path: string, headers: Record<string, string>) => {
      const client = await playwright.request.newContext({ baseURL });
      const res = await client[method](path, { headers, maxRedirects: 0 });
      const answer = { status: res.status(), headers: res.headers(), body: await res.body() };
      await client.dispose();
      return answer;
    };
    for (const [path, headers] of [
      ["/guide/start/", visited],
      ["/guide/no-such-page", visited],
      ["/zh/", {}],
    ] as const) {
      const get = await send("get", path, headers);
      const head = await send("head", path, headers);
      expect(head.status, path).toBe(get.status);
      const comparable = (h: Record<string, string>) =>
        Object.entries(h)
          .filter(
            ([k]) => !["date", "age", "content-length", "transfer-encoding", "content-encoding", "x-cache", "cf-cache-status"].includes(k),
          )
          .sort();
      expect(comparable(head.headers), path).toEqual(comparable(get.headers));
      expect(head.headers["content-security-policy"], path).toContain("script-src");
      expect(head.body.length).toBe(0);
    }
  });

  test("a data request for a route that is not on the page, or has no loader, is a quiet 404, not a server error", async ({ request }) => {
    for (const [path, id] of [
      ["/guide/start/", "nope"],
      ["/guide/start/", "home-en"],
      ["/guide/start/", "routes/x<y>"],
      ["/guide/start/", "locale-en"],
      ["/zh/guide/start/", "locale-zh"],
    ]) {
      const res = await request.get(`${path}?_data=${encodeURIComponent(id)}`, { headers: visited });
      expect(res.status(), id).toBe(404);
      expect(await res.json()).toEqual({ message: "No route data here" });
    }
    expect((await request.get("/guide/start/?_data=root", { headers: visited })).status()).toBe(200);
  });

  test("a path with a line or paragraph separator gets the guard's 400", async ({ request }) => {
    for (const path of ["/guide/%E2%80%A8start/", "/%E2%80%A9"]) {
      const res = await request.get(path, { headers: visited, maxRedirects: 0 });
      expect(res.status(), path).toBe(400);
      expect(await res.text()).toContain("Take me home");
    }
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
