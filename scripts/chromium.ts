import type { LaunchOptions } from "@playwright/test";

/**
 * Debian's Chromium (CHROMIUM_PATH to use another binary) and the flags that keep it off the
 * network this machine does not have. One list for the e2e and dev-loop tests, the bench, the
 * budgets and Lighthouse. It lives in scripts/ because the tests already import scripts/, while
 * nothing under scripts/ imports tests/.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export const chromiumLaunch: LaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
