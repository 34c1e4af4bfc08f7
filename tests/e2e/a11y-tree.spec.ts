import { expect, test, type Page } from "@playwright/test";
import { hydrated, visited } from "./helpers";
import { axeViolations } from "./axe";

// The page as assistive technology sees it: the accessibility tree of a content page with many
// tab sets and callouts, and axe with the overlays open on a phone.
test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

const LANDMARKS = "banner|complementary|contentinfo|form|main|navigation|region|search";

/** Role and accessible name of each matching node of the tree, in order ("" when unnamed). */
async function nodes(page: Page, roles: string, scope = "body") {
  const snapshot = await page.locator(scope).ariaSnapshot();
  return [...snapshot.matchAll(new RegExp(`^\\s*- (${roles})(?: "((?:[^"\\\\]|\\\\.)*)")?`, "gm"))].map((m) => ({
    role: m[1],
    name: m[2] ?? "",
  }));
}

for (const [lang, path, names] of [
  ["en", "/guide/start/quick-start", ["Package manager", "Framework"]],
  ["zh", "/zh/guide/start/quick-start", ["包管理器", "框架"]],
] as const) {
  test(`quick start (${lang}): every tab group is named by its purpose`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const groups = await nodes(page, "radiogroup", "main");
    expect(groups.length).toBeGreaterThanOrEqual(11);
    expect(new Set(groups.map((g) => g.name))).toEqual(new Set(names));
  });

  test(`quick start (${lang}): no unnamed landmark; callouts are notes, not landmarks`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const landmarks = await nodes(page, LANDMARKS);
    // A landmark may go unnamed only when it is the one of its kind (the page's banner, main).
    const unnamed = landmarks.filter((l) => !l.name && landmarks.filter((o) => o.role === l.role).length > 1);
    expect(unnamed).toEqual([]);
    expect(
      landmarks
        .filter((l) => !l.name)
        .map((l) => l.role)
        .sort(),
    ).toEqual(["banner", "main"]);
    const inMain = (await nodes(page, LANDMARKS, "main")).filter((l) => l.role !== "main");
    expect(inMain.filter((l) => l.role === "complementary" || !l.name)).toEqual([]);
    expect((await nodes(page, "note", "main")).length).toBeGreaterThanOrEqual(3);
  });
}

test.describe("overlays open on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  for (const [name, trigger] of [
    ["mobile menu", "Open navigation"],
    ["sidebar drawer", "Menu"],
    ["outline panel", "On this page"],
  ]) {
    test(`axe finds no violations with the ${name} open`, async ({ page }) => {
      await page.goto("/guide/start/quick-start");
      await hydrated(page);
      await page.getByRole("button", { name: trigger, exact: true }).click();
      await page.waitForTimeout(300);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
