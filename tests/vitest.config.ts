import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { "~": `${root}app` } },
  // Some tests run the TypeScript checker over @rsbuild/core's types: seconds on a busy machine.
  test: { include: ["tests/unit/**/*.test.ts"], environment: "node", testTimeout: 30_000 },
});
