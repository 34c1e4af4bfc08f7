import { describe, expect, it } from "vitest";
import { COMPILE_HINT, minifyModule, withCompileHint } from "../../scripts/assets/minify";

describe("minifyModule", () => {
  it("packs a module smaller and keeps its imports and exports", async () => {
    const code = [
      'import { helper as h } from "/build/_shared/chunk-A.js";',
      "function addNumbers(first, second) { const total = first + second; return h(total); }",
      "export { addNumbers as a };",
    ].join("\n");
    const out = await minifyModule(code);
    expect(out.length).toBeLessThan(code.length);
    expect(out).toContain('"/build/_shared/chunk-A.js"');
    expect(out).toMatch(/export\s*\{[^}]*as a\s*\}/);
  });

  it("keeps a module it cannot make smaller", async () => {
    expect(await minifyModule("export{a};var a=1;")).toBe("export{a};var a=1;");
  });
});

describe("withCompileHint", () => {
  it("asks for eager compiling of the search modal's module only", () => {
    expect(withCompileHint("public/build/_shared/SearchModal-446GNSUN.js", "export{a};")).toBe(`${COMPILE_HINT}export{a};`);
    expect(withCompileHint("public/build/_shared/chunk-SRCNAZEI.js", "export{a};")).toBe("export{a};");
  });
  it("is the magic comment V8 reads on the first line", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });
});
