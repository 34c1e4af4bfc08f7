import { expect, test, type APIRequestContext } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { cacheControl } from "../../app/shared/http/cache-control";
import { hydrated, visited as markVisited } from "./helpers";

const visited = { cookie: "rsbuild-visited=1" };
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  isArray: (name) => ["url", "item", "entry", "link"].includes(name),
});

/** The build-time files and the content type Workers Static Assets must send for each (public/_headers). */
const files: Record<string, string> = {
  "/feeds/releases-en.rss": "application/rss+xml; charset=utf-8",
  "/feeds/releases-en.atom": "application/atom+xml; charset=utf-8",
  "/feeds/releases-zh.rss": "application/rss+xml; charset=utf-8",
  "/feeds/releases-zh.atom": "application/atom+xml; charset=utf-8",
  "/sitemap.xml": "application/xml; charset=utf-8",
  "/llms.txt": "text/plain; charset=utf-8",
  "/llms-full.txt": "text/plain; charset=utf-8",
  "/zh/llms.txt": "text/plain; charset=utf-8",
  "/zh/llms-full.txt": "text/plain; charset=utf-8",
};

/** The 8 release announcements of the spec, newest first. */
const releases = [
  ["v1-0", "2024-09-10"],
  ["v0-7", "2024-05-28"],
  ["v0-6", "2024-04-10"],
  ["v0-5", "2024-03-19"],
  ["v0-4", "2024-02-06"],
  ["v0-3", "2024-01-10"],
  ["v0-2", "2023-12-11"],
  ["v0-1", "2023-11-22"],
];

async function fetchXml(request: APIRequestContext, url: string) {
  const res = await request.get(url, { headers: visited });
  expect(res.status(), url).toBe(200);
  return parser.parse(await res.text());
}

/** Attributes of every <link> in the document head, as served (server-rendered). */
function headLinks(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link\b([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1].toLowerCase(), a[2]])),
  );
}

test.describe("build-time site files", () => {
  test("each file is served with its content type and the short cache policy", async ({ request }) => {
    for (const [url, type] of Object.entries(files)) {
      const res = await request.get(url, { headers: visited });
      expect(res.status(), url).toBe(200);
      expect(res.headers()["content-type"], url).toBe(type);
      expect(res.headers()["cache-control"], url).toBe(cacheControl.generated);
    }
    const robots = await request.get("/robots.txt", { headers: visited });
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*\nAllow: \/\n[\s\S]*^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test("the site's own absolute URLs use the 1.x home, v1.rsbuild.rs, by default", async ({ request }) => {
    const home = "https://v1.rsbuild.rs";
    const get = async (url: string) => (await request.get(url, { headers: visited })).text();
    const sitemap = await get("/sitemap.xml");
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(300);
    expect(locs.filter((loc) => !loc.startsWith(`${home}/`))).toEqual([]);
    expect(await get("/llms.txt")).toContain(`${home}/guide/start/quick-start.md`);
    expect(await get("/zh/llms.txt")).toContain(`${home}/zh/`);
    expect(await get("/feeds/releases-en.rss")).toContain(`<link>${home}/`);
    expect(await get("/robots.txt")).toContain(`${home}/sitemap.xml`);
    const html = await get("/guide/start/quick-start");
    expect(headLinks(html).find((l) => l.rel === "canonical")?.href).toBe(`${home}/guide/start/quick-start`);
    expect(await get("/guide/start/quick-start.md")).not.toMatch(/https:\/\/rsbuild\.rs\/(?!zh\/$)/);
  });

  test("llms.txt files list pages and llms-full.txt files hold their text", async ({ request }) => {
    const en = await (await request.get("/llms.txt")).text();
    expect(en.startsWith("# Rsbuild\n")).toBe(true);
    expect(en).toMatch(/^## Guide$/m);
    expect(en).toMatch(/^- \[Quick Start\]\(https?:\/\/[^)]+\/guide\/start\/quick-start\.md\): /m);
    const zh = await (await request.get("/zh/llms.txt")).text();
    expect(zh).toMatch(/^## 指南$/m);
    expect(zh).toMatch(/\/zh\/guide\/start\/quick-start\.md\): /);
    const full = await (await request.get("/llms-full.txt")).text();
    expect(full).toMatch(/^Source: https?:\/\/\S+\/guide\/start\/quick-start$/m);
    expect(full).toContain("npm create rsbuild@latest");
    // One converter: the page's text in llms-full.txt is its served Markdown twin, the title aside.
    const twin = await (await request.get("/guide/start/quick-start.md")).text();
    const body = twin.replace(/^# .*\n/, "").trim();
    expect(body).toContain("npm create rsbuild@latest");
    expect(full).toContain(body);
  });

  test("the sitemap parses and every <loc> answers 200, and every page's head links its language's feeds", async ({ request, baseURL }) => {
    test.setTimeout(240_000);
    const urls: { loc: string }[] = (await fetchXml(request, "/sitemap.xml")).urlset.url;
    expect(urls.length).toBeGreaterThan(300);
    const failures: string[] = [];
    const batch = 12;
    for (let i = 0; i < urls.length; i += batch) {
      await Promise.all(
        urls.slice(i, i + batch).map(async ({ loc }) => {
          const url = new URL(loc);
          const local = `${baseURL}${url.pathname}${url.search}`;
          const res = await request.get(local, { headers: visited, maxRedirects: 0 });
          if (res.status() !== 200) return void failures.push(`${res.status()} ${local}`);
          const lang = url.pathname === "/zh/" || url.pathname.startsWith("/zh/") ? "zh" : "en";
          const links = headLinks(await res.text()).filter((l) => l.rel === "alternate");
          for (const [type, ext] of [
            ["application/rss+xml", "rss"],
            ["application/atom+xml", "atom"],
          ]) {
            const feed = links.filter((l) => l.type === type).map((l) => new URL(l.href).pathname);
            if (feed.join() !== `/feeds/releases-${lang}.${ext}`) failures.push(`${local}: ${type} links ${JSON.stringify(feed)}`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  test("a rendered page's head links its language's feeds (DOM, after hydration)", async ({ page, context, baseURL }) => {
    await markVisited(context, baseURL);
    for (const [path, lang] of [
      ["/guide/start/", "en"],
      ["/zh/config/logLevel", "zh"],
    ]) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        new RegExp(`/feeds/releases-${lang}\\.rss$`),
      );
      await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
        "href",
        new RegExp(`/feeds/releases-${lang}\\.atom$`),
      );
    }
  });

  for (const lang of ["en", "zh"]) {
    const prefix = lang === "en" ? "" : "/zh";

    test(`the ${lang} RSS feed lists the 8 release announcements, newest first, with their dates`, async ({ request }) => {
      const channel = (await fetchXml(request, `/feeds/releases-${lang}.rss`)).rss.channel;
      expect(channel.language).toBe(lang === "en" ? "en" : "zh-CN");
      expect(channel.title).toBe(lang === "en" ? "Rsbuild releases" : "Rsbuild 发布公告");
      const items = channel.item as { link: string[]; pubDate: string; title: string; description: string }[];
      expect(items.map((i) => new URL(i.link[0]).pathname)).toEqual(releases.map(([v]) => `${prefix}/community/releases/${v}`));
      expect(items.map((i) => new Date(i.pubDate).toISOString().slice(0, 10))).toEqual(releases.map(([, d]) => d));
      expect(items[0].title).toMatch(/^Rsbuild 1\.0/);
      for (const item of items) expect(item.description.length).toBeGreaterThan(10);
    });

    test(`the ${lang} Atom feed lists the 8 release announcements, newest first, with their dates`, async ({ request }) => {
      const feed = (await fetchXml(request, `/feeds/releases-${lang}.atom`)).feed;
      const entries = feed.entry as { id: string; link: Record<string, string>[]; published: string; updated: string }[];
      expect(entries.map((e) => new URL(e.link[0]["@_href"]).pathname)).toEqual(releases.map(([v]) => `${prefix}/community/releases/${v}`));
      expect(entries.map((e) => e.id)).toEqual(entries.map((e) => e.link[0]["@_href"]));
      expect(entries.map((e) => e.published.slice(0, 10))).toEqual(releases.map(([, d]) => d));
      expect(feed.updated.slice(0, 10)).toBe("2024-09-10");
    });
  }
});
