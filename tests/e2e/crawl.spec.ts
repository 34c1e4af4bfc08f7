import { expect, test, type APIRequestContext } from "@playwright/test";
import { sitemapPaths } from "./helpers";

// A breadth-first crawl of the server-rendered site from both home pages, following every
// same-origin <a href>. Every status is recorded; none may be 4xx/5xx, and the crawl must reach
// every page of the sitemap (no page is an orphan that only the sitemap knows).

const MAX_URLS = 3000;
const CONCURRENCY = 6;
const headers = { cookie: "rsbuild-visited=1" };

/** The href values of the <a> elements of an HTML document, entities decoded. */
function anchorHrefs(html: string) {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) =>
    m[1]
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'"),
  );
}

/** The same-origin URL a link leads to, without its fragment, or null for other hosts and schemes. */
function internal(href: string, from: string, origin: string) {
  const url = new URL(href, from);
  if (url.origin !== origin) return null;
  url.hash = "";
  return url.href;
}

type Visit = { url: string; status: number; from: string };

async function crawl(request: APIRequestContext, origin: string, starts: string[]) {
  const seen = new Set<string>();
  const visits: Visit[] = [];
  let queue = starts.map((path) => ({ url: new URL(path, origin).href, from: "(start)" }));
  for (const { url } of queue) seen.add(url);
  while (queue.length > 0 && visits.length < MAX_URLS) {
    const next: typeof queue = [];
    const enqueue = (href: string, from: string) => {
      const url = internal(href, from, origin);
      if (url && !seen.has(url) && seen.size < MAX_URLS) {
        seen.add(url);
        next.push({ url, from });
      }
    };
    for (let i = 0; i < queue.length; i += CONCURRENCY) {
      await Promise.all(
        queue.slice(i, i + CONCURRENCY).map(async ({ url, from }) => {
          const res = await request.get(url, { headers, maxRedirects: 0 });
          visits.push({ url, status: res.status(), from });
          const location = res.headers().location;
          if (res.status() >= 300 && res.status() < 400 && location) return enqueue(location, url);
          if (!(res.headers()["content-type"] ?? "").startsWith("text/html")) return;
          for (const href of anchorHrefs(await res.text())) enqueue(href, url);
        }),
      );
    }
    queue = next;
  }
  return { visits, exhausted: queue.length === 0 };
}

test("a crawl from / and /zh/ finds no broken link and reaches every sitemap page", async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  const { visits, exhausted } = await crawl(request, origin, ["/", "/zh/"]);
  const counts = new Map<number, number>();
  for (const v of visits) counts.set(v.status, (counts.get(v.status) ?? 0) + 1);
  console.log(`crawl: ${visits.length} URLs (${[...counts].map(([status, n]) => `${n} × ${status}`).join(", ")})`);
  // The bound is a safety net, not a sample: the site must fit in it.
  expect(exhausted, `more than ${MAX_URLS} URLs`).toBe(true);
  expect(visits.filter((v) => v.status >= 400).map((v) => `${v.status} ${v.url} (linked from ${v.from})`)).toEqual([]);
  const reached = new Set(visits.filter((v) => v.status === 200).map((v) => new URL(v.url).pathname));
  const sitemap = await sitemapPaths(request);
  expect(sitemap.length).toBeGreaterThan(300);
  expect(sitemap.filter((path) => !reached.has(path))).toEqual([]);
});
