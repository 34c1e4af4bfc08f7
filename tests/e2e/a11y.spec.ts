import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { hydrated, visited } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

const pages = [
  ["doc", "/config/server/port"],
  ["doc (zh)", "/zh/guide/start/"],
  // Title and sub-option badges (scripts/content/rehype-versions.ts).
  ["doc with version badges", "/config/dev/browser-logs"],
  ["home", "/"],
  ["404", "/no-such-page"],
];

for (const scheme of ["light", "dark"] as const) {
  for (const [name, path] of pages) {
    test(`axe finds no violations on the ${name} layout in ${scheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
  await page.goto("/config/server/port");
  await hydrated(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#content$/);
});

test("landmarks: banner, main navigation, section navigation, main, footer", async ({ page }) => {
  await page.goto("/config/server/port");
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Section navigation" })).toHaveCount(1);
  await expect(page.getByRole("contentinfo", { name: "Page footer" }).or(page.locator("footer.doc-footer"))).toHaveCount(1);
});
