import { expect, test } from "@playwright/test";
import { hydrated, visited } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => visited(context, baseURL));

test.describe("security headers", () => {
  test("pages, redirects, errors, the search API and static files carry them", async ({ request }) => {
    const headers = { cookie: "rsbuild-visited=1" };
    for (const [path, method] of [
      ["/guide/start/", "GET"],
      ["/guide/start", "GET"],
      ["/no-such-page", "GET"],
      ["/%E0%A4%A", "GET"],
      ["/assets/favicon.svg", "GET"],
      ["/1/indexes/*/queries", "POST"],
    ] as const) {
      const res = await request.fetch(path, { method, headers, maxRedirects: 0, data: method === "POST" ? "{}" : undefined });
      const h = res.headers();
      expect(h["x-content-type-options"], path).toBe("nosniff");
      expect(h["x-frame-options"], path).toBe("DENY");
      expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(h["permissions-policy"], path).toContain("camera=()");
    }
    const page = await request.get("/guide/start/", { headers });
    const csp = page.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });

  test("the site works under its policy: no violation while reading, navigating, searching and switching theme", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __csp: string[] }).__csp = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const refused: string[] = [];
    page.on("console", (m) => m.text().includes("Content Security Policy") && refused.push(m.text()));
    for (const path of ["/", "/guide/start/quick-start", "/zh/config/", "/missing"]) {
      await page.goto(path);
      await hydrated(page);
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), path).toEqual([]);
    }
    await page.goto("/guide/start/quick-start");
    await hydrated(page);
    await page.getByRole("button", { name: /Switch to (dark|light) theme/ }).click();
    await page.locator(".tabs .tab-label", { hasText: "pnpm" }).first().click();
    await page.getByRole("button", { name: "Search the docs" }).click();
    await page.getByRole("combobox").fill("proxy");
    // The first query of a fresh isolate loads the index; allow for a busy machine.
    await expect(page.getByRole("option").first()).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/proxy$/);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(refused).toEqual([]);
  });
});
