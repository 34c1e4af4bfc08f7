import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { makeSandbox, startDev } from "../../scripts/dev/sandbox.ts";
import { closeTab, marker, save, sedReplace, shows, until, withMarker, type SaveMode, type Seen } from "./helpers";

/**
 * `npm run dev` in a copy of the project: every kind of save an author makes reaches the
 * served page (and an open tab), errors show and recover, and the server outlives it all.
 */
const PORT = Number(process.env.DEV_TEST_PORT ?? 8796);
test.describe.configure({ mode: "serial" });

let sandbox: ReturnType<typeof makeSandbox>;
let dev: Awaited<ReturnType<typeof startDev>>;
const url = (route: string) => `${dev.url}${route}`;
const file = (rel: string) => path.join(sandbox.content, rel);
const originals = new Map<string, string>();
const source = (rel: string) => {
  if (!originals.has(rel)) originals.set(rel, fs.readFileSync(file(rel), "utf8"));
  return originals.get(rel)!;
};
const QUICK = { rel: "en/guide/start/quick-start.mdx", route: "/guide/start/quick-start" };

/** Saves the page with a new marker and waits until the server shows it (and no longer the previous one). */
async function saveAndSee(page: { rel: string; route: string }, mode: SaveMode, previous?: string) {
  const word = marker();
  const since = performance.now();
  save(file(page.rel), withMarker(source(page.rel), word), mode);
  const seen = await until(url(page.route), shows(word), { since });
  if (previous) expect(seen.html.includes(previous), `${page.route} still shows ${previous}`).toBe(false);
  return word;
}

test.beforeAll(async ({}, info) => {
  info.setTimeout(240_000);
  sandbox = makeSandbox();
  dev = await startDev(sandbox, PORT);
});

// CI shows only the terminal: a failure prints the dev server's last lines there too.
test.afterEach(({}, info) => {
  if (info.status !== info.expectedStatus && dev) console.log(`dev server, last lines:\n${dev.output().split("\n").slice(-60).join("\n")}`);
});

test.afterAll(async ({}, info) => {
  info.setTimeout(30_000);
  await dev?.stop();
  // The server's whole output, beside the test results, for a failure's server-side cause.
  if (dev) fs.writeFileSync(path.join(info.project.outputDir, "dev-server.log"), dev.output());
  sandbox?.remove();
});

test("ten saves of one page, in place and by rename in turn: each one is served", async () => {
  let previous: string | undefined;
  for (let i = 0; i < 10; i++) previous = await saveAndSee(QUICK, i % 2 ? "rename" : "in-place", previous);
});

test("sed -i saves are served", async () => {
  let word = await saveAndSee(QUICK, "in-place");
  for (let i = 0; i < 2; i++) {
    const next = marker("sed");
    sedReplace(file(QUICK.rel), word, next);
    await until(url(QUICK.route), shows(next));
    word = next;
  }
});

test("a find-and-replace over five pages saved at once reaches all five", async () => {
  const pages = [
    QUICK,
    { rel: "en/guide/start/index.mdx", route: "/guide/start/" },
    { rel: "en/config/server/port.mdx", route: "/config/server/port" },
    { rel: "zh/guide/start/quick-start.mdx", route: "/zh/guide/start/quick-start" },
    { rel: "en/guide/basic/cli.mdx", route: "/guide/basic/cli" },
  ];
  const word = marker("all");
  pages.forEach((p, i) => save(file(p.rel), withMarker(source(p.rel), word), i % 2 ? "rename" : "in-place"));
  for (const p of pages) await until(url(p.route), shows(word));
});

test("new, edited, renamed and deleted pages, and a page in a new folder", async () => {
  const page = (slug: string) => ({ rel: `en/guide/start/${slug}.mdx`, route: `/guide/start/${slug}` });
  const fresh = page("devloop-new");
  const word = marker("new");
  originals.set(fresh.rel, "---\ntitle: Dev loop page\n---\n\n# Dev loop page\n");
  fs.writeFileSync(file(fresh.rel), withMarker(source(fresh.rel), word));
  await until(url(fresh.route), shows(word));
  const edited = await saveAndSee(fresh, "rename", word);
  const moved = page("devloop-moved");
  fs.renameSync(file(fresh.rel), file(moved.rel));
  await until(url(moved.route), shows(edited));
  await until(url(fresh.route), (s) => s.status === 404);
  fs.rmSync(file(moved.rel));
  await until(url(moved.route), (s) => s.status === 404);
  const nested = { rel: "en/guide/devloop-folder/nested.mdx", route: "/guide/devloop-folder/nested" };
  fs.mkdirSync(path.dirname(file(nested.rel)));
  const first = marker("dir");
  originals.set(nested.rel, "# Nested page\n");
  fs.writeFileSync(file(nested.rel), withMarker(source(nested.rel), first));
  await until(url(nested.route), shows(first));
  await saveAndSee(nested, "in-place", first);
});

test("a shared fragment: every page that imports it is rebuilt", async () => {
  const fragment = "en/shared/node-requirement.mdx";
  const word = marker("frag");
  save(file(fragment), withMarker(source(fragment), word), "rename");
  for (const route of ["/guide/start/quick-start", "/guide/basic/upgrade-rsbuild"]) await until(url(route), shows(word));
  save(file(fragment), source(fragment), "in-place");
  await until(url("/guide/basic/upgrade-rsbuild"), (s) => s.status === 200 && !s.html.includes(word));
});

test("an open tab reloads by itself after a content save", async ({ page: tab }) => {
  await tab.goto(url(QUICK.route));
  // The app starts at idle after the load (app/boot/boot.ts); a key starts it at once.
  await tab.keyboard.press("Shift");
  await tab.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const word = marker("tab");
  save(file(QUICK.rel), withMarker(source(QUICK.rel), word), "in-place");
  await expect(tab.locator(".page-content")).toContainText(word, { timeout: 15_000 });
});

test("an MDX syntax error is shown in the terminal and on the page, and a fix recovers", async () => {
  const good = await saveAndSee(QUICK, "in-place");
  const broken = `${withMarker(source(QUICK.rel), good)}\n<Broken value={1 +}>\n`;
  const line = broken.split("\n").findIndex((l) => l.startsWith("<Broken")) + 1;
  save(file(QUICK.rel), broken, "rename");
  const seen = await until(url(QUICK.route), (s) => s.html.includes("data-dev-errors"));
  expect(seen.status).toBe(200);
  const overlay = /<div role="alert" data-dev-errors[\s\S]*?<\/div>/.exec(seen.html)?.[0] ?? "";
  expect(overlay).toContain(`content/en/guide/start/quick-start.mdx:${line}:`);
  expect(overlay).toContain("Could not parse expression with acorn");
  // The page keeps its last version that compiled.
  expect(seen.html.includes(good), "the last good version is served").toBe(true);
  expect(dev.output()).toMatch(
    new RegExp(`content error: content/en/guide/start/quick-start\\.mdx:${line}:\\d+: Could not parse expression with acorn`),
  );
  const fixed = await saveAndSee(QUICK, "in-place", good);
  expect((await until(url(QUICK.route), shows(fixed))).html.includes("data-dev-errors"), "the error overlay stays after the fix").toBe(
    false,
  );
});

test("20 saves in one second end in the last save, and no answer meanwhile is half-built", async () => {
  const words = Array.from({ length: 20 }, () => marker("burst"));
  const answers: Seen[] = [];
  let polling = true;
  const poll = (async () => {
    while (polling) answers.push(await until(url(QUICK.route), () => true, { timeout: 10_000 }));
  })();
  const start = performance.now();
  for (const [i, word] of words.entries()) {
    save(file(QUICK.rel), withMarker(source(QUICK.rel), word), i % 2 ? "rename" : "in-place");
    await new Promise((r) => setTimeout(r, Math.max(0, start + (i + 1) * 48 - performance.now())));
  }
  const last = await until(url(QUICK.route), shows(words[19]));
  await new Promise((r) => setTimeout(r, 1000));
  polling = false;
  await poll;
  const settled = await until(url(QUICK.route), () => true);
  for (const html of [last.html, settled.html]) expect(words.filter((w) => html.includes(w))).toEqual([words[19]]);
  expect(answers.length).toBeGreaterThan(5);
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.html.includes('<h1 id="quick-start"'), "a whole page").toBe(true);
    expect(answer.html.trimEnd()).toMatch(/<\/html>$/);
    expect(words.filter((w) => answer.html.includes(w)).length).toBeLessThanOrEqual(1);
  }
});

test("app code: the sidebar config, UI strings and CSS; the open tab reloads after the worker rebuild", async ({ page: tab }) => {
  test.setTimeout(150_000);
  const slow = { timeout: 60_000 };
  await tab.goto(url(QUICK.route));
  // The app starts at idle after the load (app/boot/boot.ts); a key starts it at once.
  await tab.keyboard.press("Shift");
  await tab.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // The sidebar config lists the pages (its labels are UI strings): dropping one removes its link.
  const sidebar = path.join(sandbox.site, "app/shared/config/sidebar.ts");
  const aiLink = tab.locator('#sidebar a[href="/guide/start/ai"]');
  await expect(aiLink).toHaveCount(1);
  const listed = '["", "quick-start", "features", "glossary", "ai"]';
  expect(fs.readFileSync(sidebar, "utf8")).toContain(listed);
  save(sidebar, fs.readFileSync(sidebar, "utf8").replace(listed, '["", "quick-start", "features", "glossary"]'), "rename");
  await expect(aiLink).toHaveCount(0, slow);
  const strings = path.join(sandbox.site, "app/shared/i18n/en.json");
  const skip = marker("skip");
  save(strings, fs.readFileSync(strings, "utf8").replace('"Skip to content"', `"Skip to ${skip}"`), "in-place");
  await until(url(QUICK.route), shows(skip), slow);
  const css = path.join(sandbox.site, "app/styles/global.css");
  const rule = marker("css");
  save(css, `${fs.readFileSync(css, "utf8")}\n.${rule} { color: red; }\n`, "in-place");
  await until(url(QUICK.route), (s) => s.status === 200 && stylesheetHas(s.html, rule), { ...slow, every: 250 });
  // The tab may be reloading itself right now: close it here, where a close that races the reload is handled.
  await closeTab(tab);
});

/** Whether the page's stylesheet (its hashed name changes with each CSS build) holds the rule. */
async function stylesheetHas(html: string, rule: string) {
  const href = /href="(\/build\/_assets\/site-[^"]+\.css)"/.exec(html)?.[1];
  const response = href ? await fetch(url(href), { signal: AbortSignal.timeout(5_000) }) : undefined;
  return Boolean(response?.ok && (await response.text()).includes(rule));
}

test("the dev server outlived every save: wrangler never exited, no asset race", () => {
  expect(dev.output().match(/.*(wrangler exited|ENOENT).*/g) ?? []).toEqual([]);
  expect(dev.output()).toMatch(/dev: ready at/);
});
