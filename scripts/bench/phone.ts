import type { Browser, Page } from "@playwright/test";

/**
 * The phone the tap bench plays: a 412×915 touch screen, a CPU four times slower than this
 * machine's, a 150 ms round trip, 1.6 Mbps down and 750 kbps up (what Lighthouse calls a slow
 * 4G phone). Each load gets a fresh context: a cold cache, no stored choices, no history.
 */
export const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  latencyMs: 150,
  downKbps: 1600,
  upKbps: 750,
};

/** A new phone-sized context and page, throttled through the DevTools protocol before the first request. */
export async function phonePage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    hasTouch: true,
    isMobile: true,
    // The locale redirect runs once per browser; the cookie says it has, so a zh page stays zh.
    locale: "en-US",
  });
  await context.addCookies([{ name: "rsbuild-visited", value: "1", url: origin }]);
  // Copy buttons write the clipboard; without the grant they fall back to a prompt.
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  const page = await context.newPage();
  page.on("dialog", (d) => d.dismiss().catch(() => {}));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
  return page;
}
