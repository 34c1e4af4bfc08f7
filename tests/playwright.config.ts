import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "../scripts/chromium.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const PORT = process.env.E2E_PORT ?? "8788";

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunch,
    locale: "en-US",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // --test-scheduled: wrangler's /__scheduled runs the Cron Trigger (tests/e2e/insights.spec.ts); not in production.
    command: "node --import tsx scripts/serve.ts --test-scheduled",
    cwd: root,
    env: { PORT },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    // serve.ts runs wrangler in a process group of its own and stops all of it on SIGTERM;
    // Playwright's default SIGKILL would leave that group serving the port.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    // Worker warnings and errors only (serve.ts runs wrangler at --log-level warn): a 5xx in a test has its cause beside it.
    stdout: "pipe",
    stderr: "pipe",
  },
});
