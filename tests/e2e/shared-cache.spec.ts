import { expect, test } from "@playwright/test";
import { startSharedCache, type SharedCache } from "./nginx";

// One nginx for the file, on its own port, in front of the worker the config starts.
test.describe.configure({ mode: "serial" });

const PORT = process.env.SHARED_CACHE_PORT ?? "8789";
let cache: SharedCache;
let origin: string;

test.beforeAll(async ({}, info) => {
  origin = info.project.use.baseURL!;
  cache = await startSharedCache(PORT, origin);
});
test.afterAll(async () => cache?.stop());

interface Answer {
  status: number;
  shared: string | null;
  worker: string | null;
  setCookie: string | null;
  cacheControl: string | null;
  location: string | null;
  body: string;
}

/** A browser's user agent: the locale redirect skips bots, and Node's own "node" counts as one. */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** One reader's request through the shared cache; plain fetch, so no cookie jar carries over between readers. */
async function via(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(cache.base + path, { headers: { "user-agent": BROWSER, ...headers }, redirect: "manual" });
  const h = res.headers;
  return {
    status: res.status,
    shared: h.get("x-shared-cache"),
    worker: h.get("x-cache"),
    setCookie: h.get("set-cookie"),
    cacheControl: h.get("cache-control"),
    location: h.get("location"),
    body: await res.text(),
  };
}

const returning = { cookie: "rsbuild-visited=1", "accept-language": "en" };
const isDark = (a: Answer) => /<html[^>]*class="dark"/.test(a.body);

async function darkCookie() {
  const res = await fetch(`${origin}/resources/theme`, {
    method: "POST",
    headers: { "sec-fetch-site": "same-origin" },
    body: JSON.stringify({ theme: "dark" }),
  });
  return res.headers.get("set-cookie")!.split(";")[0];
}

test("each reader gets their own page through the shared cache, and no one else's cookie", async () => {
  const page = "/guide/start/quick-start";
  const dark = { cookie: `rsbuild-visited=1; ${await darkCookie()}`, "accept-language": "en" };
  const answers: Answer[] = [];
  const ask = async (path: string, headers: Record<string, string>) => {
    const a = await via(path, headers);
    answers.push(a);
    return a;
  };

  const first = await ask(page, returning);
  expect(first.status).toBe(200);
  expect(first.shared).toBe("MISS");
  expect((await ask(page, returning)).shared).toBe("HIT");

  for (let i = 0; i < 2; i++) {
    const themed = await ask(page, dark);
    expect(isDark(themed)).toBe(true);
    expect(themed.shared).not.toBe("HIT");
    expect(themed.cacheControl).toMatch(/^private/);
  }
  const again = await ask(page, returning);
  expect(again.shared).toBe("HIT");
  expect(isDark(again)).toBe(false);

  for (let i = 0; i < 2; i++) {
    const english = await ask(page, { "accept-language": "en-US,en;q=0.9" });
    expect(english.status).toBe(200);
    expect(english.shared).not.toBe("HIT");
    expect(english.setCookie).toMatch(/^rsbuild-visited=1/);
    expect(isDark(english)).toBe(false);
    // A Chinese first visit after English ones is still sent to the Chinese page.
    const chinese = await ask(page, { "accept-language": "zh-CN,zh;q=0.9" });
    expect(chinese.status).toBe(302);
    expect(chinese.location).toBe("/zh/guide/start/quick-start");
    expect(chinese.setCookie).toMatch(/^rsbuild-visited=1/);
  }

  for (const a of answers) {
    if (a.shared === "HIT") expect(a.setCookie).toBeNull();
    expect(a.setCookie ?? "").not.toContain("rsbuild-theme");
  }
});

test("root data and 404s: shared for returning readers, their own for themed readers and first visits", async () => {
  const dark = { cookie: `rsbuild-visited=1; ${await darkCookie()}` };
  const data = "/guide/start/glossary?_data=root";
  expect((await via(data, returning)).shared).toBe("MISS");
  const sharedData = await via(data, returning);
  expect(sharedData.shared).toBe("HIT");
  expect(JSON.parse(sharedData.body).theme).toBeNull();
  const themedData = await via(data, dark);
  expect(JSON.parse(themedData.body).theme).toBe("dark");
  expect(themedData.shared).not.toBe("HIT");

  const missing = "/guide/no-such-page-here";
  expect((await via(missing, returning)).status).toBe(404);
  const cached404 = await via(missing, returning);
  expect(cached404.shared).toBe("HIT");
  expect(cached404.cacheControl).toBe("public, max-age=60, s-maxage=300");
  const first404 = await via(missing, { "accept-language": "en" });
  expect(first404.shared).not.toBe("HIT");
  expect(first404.setCookie).toMatch(/^rsbuild-visited=1/);
  const dark404 = await via(missing, dark);
  expect(dark404.status).toBe(404);
  expect(isDark(dark404)).toBe(true);
});

test("query strings that do not change the page are answered from the worker's cache, then the shared one", async () => {
  const page = "/guide/start/features";
  const plain = await via(page, returning);
  // The worker stores its copy after answering; wait until it has.
  await expect.poll(async () => (await fetch(origin + page, { headers: returning })).headers.get("x-cache")).toBe("HIT");
  for (const query of ["?utm_source=newsletter&utm_medium=email", "?fbclid=IwAR2x", "?gclid=Cj0K&ref=hn"]) {
    const tagged = await via(page + query, returning);
    expect(tagged.status).toBe(200);
    expect(tagged.worker, query).toBe("HIT");
    expect((await via(page + query, returning)).shared, query).toBe("HIT");
  }
  // A chrome switch changes the page, so it has an entry of its own (wrangler dev keeps its cache between runs).
  const noFooter = await via(`${page}?footer=0&utm_source=x`, returning);
  expect(noFooter.status).toBe(200);
  expect(noFooter.body).not.toBe(plain.body);
});

test("the page URL's HTML and Markdown variants stay apart in the shared cache (Vary: Accept)", async () => {
  const page = "/guide/start/glossary";
  const markdown = { ...returning, accept: "text/markdown" };
  const html = { ...returning, accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
  for (let i = 0; i < 2; i++) {
    const md = await via(page, markdown);
    expect(md.status).toBe(200);
    expect(md.body.startsWith("# ")).toBe(true);
    expect(md.body).not.toContain("<html");
    const doc = await via(page, html);
    expect(doc.status).toBe(200);
    expect(doc.body).toContain("<html");
  }
  // The second round came from nginx's copies: one per Accept value, each the right one.
  expect((await via(page, markdown)).shared).toBe("HIT");
  expect((await via(page, html)).shared).toBe("HIT");
});
