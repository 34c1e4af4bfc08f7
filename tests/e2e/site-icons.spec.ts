import { expect, test } from "@playwright/test";
import { hydrated, visited } from "./helpers";

const headers = { cookie: "rsbuild-visited=1" };

test.describe("site icons and web app manifest", () => {
  test("/favicon.ico and /apple-touch-icon.png are real images", async ({ request }) => {
    const ico = await request.get("/favicon.ico", { headers });
    expect(ico.status()).toBe(200);
    expect(ico.headers()["content-type"]).toBe("image/x-icon");
    const icoBytes = await ico.body();
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(icoBytes.readUInt16LE(4)).toBeGreaterThan(0);
    const apple = await request.get("/apple-touch-icon.png", { headers });
    expect(apple.status()).toBe(200);
    expect(apple.headers()["content-type"]).toBe("image/png");
    const png = await apple.body();
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });

  test("the head links the icons and the manifest, which carries the theme colour and icons that load", async ({ page, request }) => {
    await page.goto("/guide/start/quick-start");
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
    await expect(page.locator('head link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
    const themeColor = await page.locator('head meta[name="theme-color"]').getAttribute("content");
    const href = await page.locator('head link[rel="manifest"]').getAttribute("href");
    const res = await request.get(href!, { headers });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
    const manifest = await res.json();
    expect(manifest.name).toBe("Rsbuild");
    expect(manifest.theme_color).toBe(themeColor);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const file = await request.get(icon.src, { headers });
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"], icon.src).toContain(icon.type);
    }
  });

  test("every icon uses a shape of the page's sprite, the client's too, and draws it", async ({ page, context, baseURL }) => {
    await visited(context, baseURL);
    await page.goto("/guide/start/");
    await hydrated(page);
    // The search modal's icons are rendered by the client after hydration.
    await page.getByRole("button", { name: "Search" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const unresolved = await page
      .locator("svg.icon use")
      .evaluateAll((uses) =>
        uses.map((use) => use.getAttribute("href") ?? "").filter((href) => !document.querySelector(`symbol${href} path`)),
      );
    expect(unresolved).toEqual([]);
    expect(await page.locator("svg.icon use").count()).toBeGreaterThan(5);
    await page.keyboard.press("Escape");
    // Drawn: the theme toggle's icon has ink, where an empty box would not.
    const shot = await page.locator("button.appearance svg.icon:visible").screenshot();
    expect(new Set(shot.subarray(shot.length / 2).values()).size).toBeGreaterThan(8);
  });

  test("the landing feature cards draw the site's SVG icons, not emoji", async ({ page, context, baseURL }) => {
    await visited(context, baseURL);
    for (const path of ["/", "/zh/"]) {
      await page.goto(path);
      await hydrated(page);
      const cards = page.locator(".feature-card");
      await expect(cards).toHaveCount(6);
      const icons = await cards.evaluateAll((els) =>
        els.map((card) => {
          const icon = card.querySelector(".feature-icon .icon");
          const href = icon?.querySelector("use")?.getAttribute("href") ?? "";
          const shape = href.startsWith("#") ? document.getElementById(href.slice(1))?.querySelector("path") : null;
          return {
            shape: shape?.getAttribute("d") ?? "",
            text: card.querySelector(".feature-icon")?.textContent ?? "",
            box: icon?.getBoundingClientRect().width ?? 0,
          };
        }),
      );
      for (const icon of icons) {
        expect(icon.shape).toMatch(/^M/);
        expect(icon.text).toBe("");
        expect(icon.box).toBeGreaterThan(0);
      }
      expect(await cards.allTextContents()).not.toContainEqual(expect.stringMatching(/\p{Extended_Pictographic}/u));
    }
  });
});
