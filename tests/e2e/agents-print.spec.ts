import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, visited } from "./helpers";

const headers = { cookie: "rsbuild-visited=1" };

test.describe("Agents find the Markdown and the MCP server", () => {
  test("an HTML page links its Markdown twin, its language's llms.txt and the server card; data and Markdown answers do not", async ({
    request,
  }) => {
    const en = await request.head("/guide/start/quick-start", { headers });
    expect(en.headers().link).toBe(
      '</guide/start/quick-start.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"; type="text/plain", </.well-known/mcp/server-card.json>; rel="mcp-server-card"; type="application/json"',
    );
    const zh = await request.get("/zh/guide/start/", { headers });
    expect(zh.headers().link).toContain('</zh/guide/start/index.md>; rel="alternate"; type="text/markdown"');
    expect(zh.headers().link).toContain('</zh/llms.txt>; rel="describedby"');
    const md = await request.get("/guide/start/quick-start", { headers: { ...headers, accept: "text/markdown" } });
    expect(md.headers().link).toBeUndefined();
    expect((await request.get("/no-such-page", { headers })).headers().link).toBeUndefined();
  });

  test("/.well-known answers: the MCP card under both names agents try, and llms.txt", async ({ request }) => {
    const card = await (await request.get("/.well-known/mcp/server-card.json")).json();
    for (const alias of ["/.well-known/mcp", "/.well-known/mcp.json"]) {
      const res = await request.get(alias);
      expect(res.status(), alias).toBe(200);
      expect(res.headers().link, alias).toBe('</.well-known/mcp/server-card.json>; rel="canonical"');
      expect(await res.json(), alias).toEqual(card);
    }
    const llms = await request.get("/.well-known/llms.txt");
    expect(llms.status()).toBe(200);
    expect(llms.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await llms.text()).toBe(await (await request.get("/llms.txt")).text());
  });

  test("the note for agents is in the HTML, out of sight and out of the accessibility tree", async ({ page, context }) => {
    await visited(context);
    await page.goto("/zh/guide/start/quick-start");
    const note = page.locator(".agent-note");
    await expect(note).toContainText("/zh/guide/start/quick-start.md");
    await expect(note).toContainText("/mcp");
    expect(await note.boundingBox()).toMatchObject({ width: 1, height: 1 });
    const tree = await page.locator("body").ariaSnapshot();
    expect(tree).toContain("快速上手");
    expect(tree).not.toContain("AI 助手");
    expect(tree).not.toContain("/mcp");
  });
});

/** What a reader sees on paper: the body's rendered text under print media. */
async function printedText(page: Page, path: string) {
  await page.goto(path);
  await page.emulateMedia({ media: "print" });
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point: what print media shows.
  return page.locator("body").innerText();
}

/** The text of the page printed to PDF (Debian's poppler-utils reads it). */
async function pdfText(page: Page) {
  const file = join(mkdtempSync(join(tmpdir(), "print-")), "page.pdf");
  writeFileSync(file, await page.pdf({ format: "A4" }));
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

test.describe("Printing a page gives the page", () => {
  test.beforeEach(async ({ context }) => visited(context));

  test("a tabbed page prints every tab under its label, the page's URL and the 1.x note, and no chrome", async ({ page }) => {
    const text = await printedText(page, "/guide/start/quick-start");
    expect(text).toContain("https://v1.rsbuild.rs/guide/start/quick-start");
    expect(text).toContain("Rsbuild 1.x documentation");
    for (const command of [
      "npm create rsbuild@latest",
      "yarn create rsbuild@latest",
      "pnpm create rsbuild@latest",
      "bun create rsbuild@latest",
    ])
      expect(text).toContain(command);
    // Each panel's label and each link's address are generated content, which only the printout holds.
    const pdf = await pdfText(page);
    expect(pdf).toMatch(/^\s*pnpm\s*\n\s*pnpm create rsbuild@latest/m);
    expect(pdf).toMatch(/\(https:\/\/v1\.rsbuild\.rs\/guide\/[^)\s]+\)/);
    for (const chrome of ["Search the docs", "Section navigation", "On this page", "Copy", "Wrap", "Dismiss banner"])
      expect(text).not.toContain(chrome);
    await expect(page.locator(".sidebar")).toBeHidden();
    await expect(page.locator(".navbar")).toBeHidden();
  });

  test("a Chinese page prints its content with its header; a collapsed block prints open", async ({ page }) => {
    const text = await printedText(page, "/zh/config/dev/hmr");
    expect(text).toContain("https://v1.rsbuild.rs/zh/config/dev/hmr");
    expect(text).toContain("Rsbuild 1.x 文档");
    // No page holds a :::details block today: one is added the way the component renders it, once
    // the app has hydrated (a hydration that finds a foreign node renders the page again without it).
    await hydrated(page);
    await page.locator("article").evaluate((article) => {
      article.insertAdjacentHTML(
        "beforeend",
        '<details class="container details"><summary>详情</summary><p id="folded">折叠的内容</p></details>',
      );
    });
    await expect(page.locator("#folded")).toBeVisible();
    await page.emulateMedia({ media: "screen" });
    await expect(page.locator("#folded")).toBeHidden();
  });

  test("a PDF of the plugin hooks page has no navigation text", async ({ page }) => {
    await page.goto("/plugins/dev/hooks");
    await page.emulateMedia({ media: "print" });
    const text = await pdfText(page);
    expect(text).toContain("onBeforeBuild");
    expect(text).toContain("https://v1.rsbuild.rs/plugins/dev/hooks");
    for (const nav of [/Section navigation/i, /Search the docs/i, /Skip to content/i, /Previous page/i, /Next page/i, /Edit this page/i])
      expect(text).not.toMatch(nav);
  });
});
