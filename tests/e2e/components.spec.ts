import { expect, test } from "@playwright/test";
import { holdApp, holdRequests, hydrated, throwingStorage, visited } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

test.describe("code blocks", () => {
  test("copy shows success for 2 seconds and puts the code on the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/config/server/port");
    await hydrated(page);
    const block = page.locator(".code-block").first();
    await block.hover();
    // The app's Copy: before the content hydrates, the head's script copies (first-tap.spec.ts).
    await expect(page.locator("[data-page-content]")).toHaveAttribute("data-hydrated", "true");
    await page.evaluate(() => {
      const w = window as unknown as { __copied?: number; __reset?: number };
      const button = document.querySelector(".code-block .code-button.copy")!;
      new MutationObserver(() => {
        if (button.textContent === "Copied") w.__copied ??= performance.now();
        else if (w.__copied) w.__reset ??= performance.now();
      }).observe(button, { childList: true, characterData: true, subtree: true });
    });
    await block.getByRole("button", { name: "Copy" }).click();
    await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator("code").textContent());
    await expect(block.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 5000 });
    const shown = await page.evaluate(() => {
      const w = window as unknown as { __copied: number; __reset: number };
      return w.__reset - w.__copied;
    });
    expect(shown).toBeGreaterThanOrEqual(1990);
    expect(shown).toBeLessThan(2600);
  });

  // Two paths answer Copy: the head's script until the content hydrates, then the app's.
  for (const path of ["the head's script", "the hydrated content"]) {
    test(`when the clipboard fails, a prompt offers the code with the copy keys (${path})`, async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) } });
      });
      const release = path === "the hydrated content" ? undefined : await holdApp(page);
      await page.goto("/config/server/port");
      const block = page.locator(".code-block").first();
      if (!release) await hydrated(page);
      // The hover starts the content's hydration (content/hydrate-content.tsx).
      await block.hover();
      if (!release) await expect(page.locator("[data-page-content]")).toHaveAttribute("data-hydrated", "true");
      const seen: { type: string; message: string; value: string }[] = [];
      page.once("dialog", async (d) => {
        seen.push({ type: d.type(), message: d.message(), value: d.defaultValue() });
        await d.dismiss();
      });
      await block.getByRole("button", { name: "Copy" }).click({ noWaitAfter: true });
      await expect.poll(() => seen.length).toBe(1);
      expect(seen[0].type).toBe("prompt");
      expect(seen[0].message).toBe("Copy to clipboard: Ctrl+C, Enter");
      expect(seen[0].value).toContain("defineConfig");
      await expect(block.getByRole("button", { name: "Copy" })).toBeVisible();
      if (release) expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      release?.();
    });
  }

  test("wrap starts off (site default) and toggles", async ({ page }) => {
    await page.goto("/config/server/port");
    await hydrated(page);
    const block = page.locator(".code-block").first();
    await expect(block.locator("pre")).toHaveCSS("white-space", "pre");
    await block.hover();
    await block.getByRole("button", { name: "Wrap" }).click();
    await expect(block.locator("pre")).toHaveCSS("white-space", "pre-wrap");
  });

  test("a click while the content hydrates toggles wrap once", async ({ page }) => {
    // Clicks the Wrap button just after React starts hydrating the content (it has added its
    // listeners, dblclick among them, which the page's own code never listens to) and before
    // the content commits: the moment a busy machine's reader can click in.
    await page.addInitScript(() => {
      const add = EventTarget.prototype.addEventListener;
      let fired = false;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
        add.apply(this, args);
        const button = this instanceof Element ? this.querySelector<HTMLElement>(".code-block .code-button:not(.copy)") : null;
        if (args[0] !== "dblclick" || fired || !button) return;
        fired = true;
        queueMicrotask(() => {
          (window as unknown as { __clickedEarly: boolean }).__clickedEarly = true;
          button.click();
        });
      };
    });
    await page.goto("/config/server/port");
    await hydrated(page);
    const block = page.locator(".code-block").first();
    await block.hover();
    await page.waitForFunction(() => (window as unknown as { __clickedEarly?: boolean }).__clickedEarly);
    await expect(page.locator("main [data-hydrated=true]")).toHaveCount(1);
    await expect(block.locator("pre")).toHaveCSS("white-space", "pre-wrap");
    await expect(block.getByRole("button", { name: "Wrap" })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("package manager tabs", () => {
  test("npm, yarn, pnpm and bun; the choice is shared, persisted across pages and reloads", async ({ page }) => {
    await page.goto("/guide/start/quick-start");
    await hydrated(page);
    const tabs = page.locator(".tabs[data-group='package-manager']");
    const first = tabs.first();
    await expect(first.locator(".tab-label")).toHaveText(["npm", "yarn", "pnpm", "bun"]);
    await expect(first.locator(".tab-panel:visible code")).toContainText(/^npm /);
    await first.locator(".tab-label", { hasText: "pnpm" }).click();
    await expect(first.locator(".tab-panel:visible code")).toContainText(/^pnpm /);
    expect(await tabs.count()).toBeGreaterThan(1);
    await expect(tabs.nth(1).locator(".tab-panel:visible code")).toContainText(/^pnpm /);
    expect(await page.evaluate(() => localStorage.getItem("rsbuild-tabs.package-manager"))).toBe("pnpm");
    await page.reload();
    await hydrated(page);
    await expect(tabs.first().locator(".tab-panel:visible code")).toContainText(/^pnpm /);
    await page.goto("/plugins/list/plugin-react");
    await hydrated(page);
    await expect(page.locator(".tabs[data-group='package-manager']").first().locator(".tab-panel:visible code")).toContainText(/^pnpm /);
  });

  test("a tab shown as chosen while the content hydrates becomes the group's choice", async ({ page }) => {
    const release = await holdRequests(page, /\/pages\//);
    await page.goto("/guide/start/quick-start");
    await hydrated(page);
    const tabs = page.locator(".tabs[data-group='package-manager']");
    // What a tap in the middle of hydration leaves: the radio checked, its change event taken by
    // React before the handler was there, so neither the page's script nor the Tabs saw it.
    await tabs
      .first()
      .locator("input[data-i='2']")
      .evaluate((input: HTMLInputElement) => (input.checked = true));
    await tabs.first().hover();
    release();
    await page.waitForFunction(() => document.querySelector(".page-content")?.getAttribute("data-hydrated") === "true");
    await expect(tabs.nth(1).locator(".tab-panel:visible code")).toContainText(/^pnpm /);
    expect(await page.evaluate(() => localStorage.getItem("rsbuild-tabs.package-manager"))).toBe("pnpm");
  });

  test("tabs switch without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await visited(context, baseURL);
    const page = await context.newPage();
    await page.goto("/guide/start/quick-start");
    const first = page.locator(".tabs").first();
    await expect(first.locator(".tab-panel:visible code")).toContainText(/^npm /);
    await first.locator(".tab-label", { hasText: "bun" }).click();
    await expect(first.locator(".tab-panel:visible code")).toContainText(/^bun /);
    await context.close();
  });

  test("storage that throws leaves tabs working for the page", async ({ page }) => {
    await page.addInitScript(throwingStorage);
    await page.goto("/guide/start/quick-start");
    await hydrated(page);
    const first = page.locator(".tabs").first();
    await first.locator(".tab-label", { hasText: "yarn" }).click();
    await expect(first.locator(".tab-panel:visible code")).toContainText(/^yarn /);
  });
});

test.describe("image zoom", () => {
  const open = async (page: import("@playwright/test").Page) => {
    await page
      .getByRole("button", { name: /Enlarge image/ })
      .first()
      .click();
    await expect(page.locator(".zoom-overlay")).toBeVisible();
  };
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/guide/start/");
    await hydrated(page);
    await page
      .getByRole("button", { name: /Enlarge image/ })
      .first()
      .scrollIntoViewIfNeeded();
  });

  test("opens on click and closes on click", async ({ page }) => {
    await open(page);
    await page.mouse.click(8, 8);
    await expect(page.locator(".zoom-overlay")).toHaveCount(0);
  });
  test("closes on Escape", async ({ page }) => {
    await open(page);
    await page.keyboard.press("Escape");
    await expect(page.locator(".zoom-overlay")).toHaveCount(0);
  });
  test("closes on resize", async ({ page }) => {
    await open(page);
    await page.setViewportSize({ width: 1000, height: 700 });
    await expect(page.locator(".zoom-overlay")).toHaveCount(0);
  });
  test("stays open for small scrolls and closes after more than 40 px", async ({ page }) => {
    await open(page);
    await page.evaluate(() => window.scrollBy(0, 20));
    await page.waitForTimeout(100);
    await expect(page.locator(".zoom-overlay")).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 40));
    await expect(page.locator(".zoom-overlay")).toHaveCount(0);
  });
  test("a broken image logs a warning", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>(".zoom-trigger img")!;
      img.src = "/assets/missing-image.svg";
    });
    await expect.poll(() => warnings.some((w) => w.includes("[image] failed to load"))).toBe(true);
  });
});
