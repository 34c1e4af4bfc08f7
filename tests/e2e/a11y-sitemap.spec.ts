import axe from "axe-core";
import { expect, test, type Page } from "@playwright/test";
import { violationLine } from "./axe";
import { chooseTheme, hydrated, shard, sitemapPaths, visited } from "./helpers";

// axe over every page of the sitemap (both languages), in the light and the dark theme.
//
// The URL list only exists once the worker runs, so each test fetches it and takes its shard; the
// shards run in parallel. To keep ~750 checks affordable, each shard loads its first page in full,
// injects axe-core once, and reaches the others the way a reader does, by client-side navigation
// (axe injected per page costs about as much as the check itself). Server-rendered markup is the
// same React tree (hydration warnings are tested elsewhere), and the per-layout checks in
// a11y.spec.ts load every layout fresh.
//
// Light theme: every WCAG 2.0/2.1/2.2 A and AA rule. Dark theme: the rules whose outcome depends on
// colours (the theme only swaps CSS colour variables; the DOM is the same).

// Set before the fixtures: these are the run's first tests, and launching the browser on a
// cold, busy machine can alone take longer than the default 30 s.
test.describe.configure({ timeout: 480_000 });

const SHARDS = 6;
const RULES: Record<"light" | "dark", axe.RunOptions> = {
  light: { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } },
  dark: { runOnly: { type: "rule", values: ["color-contrast", "link-in-text-block"] } },
};

/** Client-side navigation to `path`, resolved once the router is idle on it and React has painted. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => (window as unknown as { __remixRouter: { navigate(to: string): void } }).__remixRouter.navigate(to), path);
  await page.waitForFunction((to) => {
    const router = (window as unknown as { __remixRouter: { state: { navigation: { state: string }; location: { pathname: string } } } })
      .__remixRouter;
    return location.pathname === to && router.state.location.pathname === to && router.state.navigation.state === "idle";
  }, path);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The violations axe finds in the current document, one line each with up to three targets. */
async function violations(page: Page, theme: keyof typeof RULES) {
  const found = await page.evaluate(async (options) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
    return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, RULES[theme]);
  return found.map((v) => `${page.url().replace(/^https?:\/\/[^/]+/, "")} ${violationLine(v)}`);
}

for (const theme of ["light", "dark"] as const) {
  for (let index = 0; index < SHARDS; index++) {
    test(`axe: sitemap pages, ${theme} theme, shard ${index + 1} of ${SHARDS}`, async ({ page, context, request, baseURL }) => {
      test.setTimeout(480_000);
      await visited(context, baseURL);
      await chooseTheme(context, theme);
      // No fade-in after navigations: axe would measure contrast mid-animation.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const paths = shard(await sitemapPaths(request), index, SHARDS);
      expect(paths.length).toBeGreaterThan(20);

      const res = await page.goto(paths[0]);
      expect(res?.status()).toBe(200);
      await hydrated(page);
      await page.evaluate(axe.source);

      const found: string[] = [];
      for (const [i, path] of paths.entries()) {
        if (i > 0) await navigate(page, path);
        // The theme the cookie chose is the one on screen.
        await expect(page.locator("html"), path).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expect(page.locator("main#content"), path).toHaveCount(1);
        found.push(...(await violations(page, theme)));
      }
      // Still the same document: every page above was reached client-side and checked.
      expect(await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe)).toBe("object");
      expect(found).toEqual([]);
    });
  }
}
