import { afterEach, describe, expect, it, vi } from "vitest";
import { bootPlan, planText } from "~/lib/boot-plan.server";
import { mayLeave, remember } from "~/lib/skew-guard";

const manifest = {
  version: "abc123",
  url: "/build/manifest-abc123.js",
  entry: { module: "/build/entry.client-E.js", imports: ["/build/_shared/chunk-S.js"] },
  routes: {
    root: { module: "/build/root-R.js", imports: ["/build/_shared/chunk-S.js"] },
    "locale-en": { module: "/build/routes/locale-L.js" },
    "page-en": { module: "/build/routes/page-P.js", imports: ["/build/_shared/doc-D.js"] },
  },
};

describe("bootPlan", () => {
  it("imports the shared chunks, the manifest, then each matched route in order; the entry last", () => {
    const plan = bootPlan(manifest, ["root", "locale-en", "page-en"]);
    expect(plan.build).toBe("abc123");
    expect(plan.modules).toEqual([
      "/build/_shared/chunk-S.js",
      "/build/manifest-abc123.js",
      "/build/root-R.js",
      "/build/routes/locale-L.js",
      "/build/routes/page-P.js",
    ]);
    expect(plan.routes).toEqual(["root", "locale-en", "page-en"]);
    expect(plan.entry).toBe("/build/entry.client-E.js");
  });

  it("preloads every script once, the routes' own imports too", () => {
    const { preload } = bootPlan(manifest, ["root", "page-en"]);
    expect(new Set(preload).size).toBe(preload.length);
    expect(preload).toEqual(expect.arrayContaining(["/build/_shared/doc-D.js", "/build/entry.client-E.js", "/build/manifest-abc123.js"]));
  });

  it("skips a route the manifest does not know, and starts with the HMR runtime in development", () => {
    const plan = bootPlan({ ...manifest, hmr: { runtime: "/build/hmr.js" } }, ["root", "gone"]);
    expect(plan.routes).toEqual(["root"]);
    expect(plan.modules[0]).toBe("/build/hmr.js");
    expect(plan.modules.at(-1)).toBe("/build/root-R.js");
  });

  it("writes JSON that no `</script>` in a path can end early", () => {
    const text = planText(bootPlan({ ...manifest, url: "/build/</script><b>.js" }, ["root"]));
    expect(text).not.toContain("</script");
    expect(JSON.parse(text).modules).toContain("/build/</script><b>.js");
  });
});

describe("the deploy guard the boot and the app share", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lets a tab leave a build once a minute, whichever side left it", () => {
    const store = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    expect(mayLeave("A")).toBe(true);
    remember("A");
    expect(mayLeave("A")).toBe(false);
    expect(mayLeave("B")).toBe(true);
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 61_000);
    expect(mayLeave("A")).toBe(true);
  });
});
