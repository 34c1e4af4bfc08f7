import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ORIGIN_PORT = Number(process.env.DOCSEARCH_PORT ?? 8834);
const files: Record<string, [string, string]> = {
  "/docsearch.js": [path.join(root, "node_modules/@docsearch/js/dist/umd/index.js"), "text/javascript"],
  "/docsearch.css": [path.join(root, "node_modules/@docsearch/css/dist/style.css"), "text/css"],
};
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title><link rel="stylesheet" href="/docsearch.css"></head>
<body><div id="docsearch"></div><script src="/docsearch.js"></script>
<script>docsearch({ container: "#docsearch", appId: "rsbuild-docs", apiKey: "search-only", indexName: "rsbuild-en" });</script></body></html>`;

/** Another origin embedding the real DocSearch v3 UI, configured as for the hosted provider. */
function serveOtherOrigin() {
  const server = http.createServer((req, res) => {
    const file = files[req.url ?? ""];
    if (file) return res.writeHead(200, { "content-type": file[1] }).end(fs.readFileSync(file[0]));
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
  });
  return new Promise<http.Server>((resolve) => server.listen(ORIGIN_PORT, "127.0.0.1", () => resolve(server)));
}

test.describe("the real DocSearch UI on another origin", () => {
  let server: http.Server;
  test.beforeAll(async () => {
    server = await serveOtherOrigin();
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("searches the worker and links to the site's absolute URLs", async ({ page: tab, baseURL }) => {
    // The provider's hosts (and the site's own domain) resolve to the worker, as DNS would for a deployment.
    const toWorker = (url: string) => {
      const u = new URL(url);
      return `${baseURL}${u.pathname}${u.search}`;
    };
    await tab.route(/algolia\.net|algolianet\.com|^https:\/\/v1\.rsbuild\.rs\//, async (route) => {
      // A request the UI dropped meanwhile (a newer keystroke) has nobody to answer.
      try {
        const response = await route.fetch({ url: toWorker(route.request().url()), timeout: 30_000 });
        await route.fulfill({ status: response.status(), headers: response.headers(), body: await response.body() });
      } catch {
        await route.abort().catch(() => undefined);
      }
    });
    await tab.goto(`http://127.0.0.1:${ORIGIN_PORT}/`);
    await tab.getByRole("button", { name: /search/i }).click();
    await tab.locator(".DocSearch-Input").fill("filename");
    const first = tab.locator(".DocSearch-Hit a").first();
    await expect(first).toHaveAttribute("href", "https://v1.rsbuild.rs/config/output/filename", { timeout: 20_000 });
    await expect(tab.locator(".DocSearch-Hit-title").first()).toContainText("filename");
    await first.click();
    await expect(tab).toHaveURL("https://v1.rsbuild.rs/config/output/filename");
    await expect(tab.locator("h1")).toContainText("output.filename");
  });
});
