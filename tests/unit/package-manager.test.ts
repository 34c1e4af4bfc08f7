import { describe, expect, it } from "vitest";
import { packageCommands } from "~/shared/content/package-manager";

describe("package manager commands", () => {
  it("derives npm, yarn, pnpm and bun commands from one", () => {
    expect(packageCommands("add @rsbuild/plugin-react -D")).toEqual({
      npm: "npm install @rsbuild/plugin-react -D",
      yarn: "yarn add @rsbuild/plugin-react -D",
      pnpm: "pnpm add @rsbuild/plugin-react -D",
      bun: "bun add @rsbuild/plugin-react -D",
    });
    expect(packageCommands("create rsbuild@latest").npm).toBe("npm create rsbuild@latest");
    expect(packageCommands("remove lodash").npm).toBe("npm uninstall lodash");
    expect(packageCommands("  exec  rsbuild build ").pnpm).toBe("pnpm exec rsbuild build");
    expect(packageCommands({ npm: "npx rsbuild build", bun: "bunx rsbuild build" })).toMatchObject({
      npm: "npx rsbuild build",
      yarn: "",
      bun: "bunx rsbuild build",
    });
  });
});
