import { expect, test } from "@playwright/test";

test.describe("locale redirect at the edge", () => {
  test("a first visit with a Chinese browser goes to the Chinese page, once", async ({ browser }) => {
    const context = await browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await page.goto("/guide/start/");
    await expect(page).toHaveURL(/\/zh\/guide\/start\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "rsbuild-visited")?.value).toBe("1");
    await page.goto("/guide/start/");
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await expect(page).not.toHaveURL(/\/zh\//);
    await context.close();
  });

  test("an English browser landing on a Chinese page goes to its English twin", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/zh/guide/start/");
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("bots are never redirected", async ({ request }) => {
    const res = await request.get("/guide/start/", {
      maxRedirects: 0,
      headers: { "accept-language": "zh-CN", "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    });
    expect(res.status()).toBe(200);
  });
});
