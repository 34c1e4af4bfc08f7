import { defineConfig } from "@playwright/test";
import { chromiumLaunch } from "../../scripts/chromium.ts";

/**
 * The authoring loop (`npm run test:dev`): the spec starts `npm run dev` itself, in a
 * throwaway copy of the project (scripts/dev/sandbox.ts), so no web server here.
 */
export default defineConfig({
  testDir: ".",
  workers: 1,
  retries: 0,
  timeout: 90_000,
  reporter: [["list"]],
  use: { launchOptions: chromiumLaunch },
});
