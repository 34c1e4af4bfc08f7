import { describe, expect, it } from "vitest";
import { bootOnIntentDocument, bootScript } from "../../app/lib/boot-on-intent.server";
import { inlineScripts } from "../../functions/http/security-headers";

// The tail of a document as Remix 2 renders it: preload links, the context script, the boot module.
const boot = [
  'import "/build/manifest-A.js";',
  'import * as route0 from "/build/root-B.js";',
  'import * as route1 from "/build/page-D.js";',
  "",
  'window.__remixRouteModules = {"root":route0,"page":route1};',
  "",
  'import("/build/entry.client-C.js");',
].join("\n");
const preloads = ["/build/manifest-A.js", "/build/entry.client-C.js", "/build/root-B.js", "/build/page-D.js"];
const html = [
  "<html><head></head><body><main>text</main>",
  ...preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`),
  "<script>window.__remixContext = {};</script>",
  `<script type="module" async="">${boot}</script></body></html>`,
].join("");

type Listener = (e: Record<string, unknown>) => void;

/** Runs a rewritten boot script with a fake window, document and `import`; returns what it did, in order. */
function run(script: string, { visibility = "visible" } = {}) {
  const log: string[] = [];
  const listeners: Record<string, Listener[]> = {};
  const on = (type: string, f: Listener) => (listeners[type] ??= []).push(f);
  const window: Record<string, unknown> = { addEventListener: on, removeEventListener: () => {} };
  const document = {
    readyState: "loading",
    visibilityState: visibility,
    documentElement: { dataset: {} },
    addEventListener: on,
  };
  const load = async (url: string) => (log.push(`import ${url}`), { url });
  const fetch = async (url: string, init: { priority?: string }) => log.push(`fetch ${url} ${init.priority}`);
  const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  const timeout = (f: () => void) => f();
  // The app marks the document when it has hydrated; the runtime watches for that.
  const watchers: (() => void)[] = [];
  class MutationObserver {
    constructor(private f: () => void) {}
    observe() {
      watchers.push(() => this.f());
    }
    disconnect() {}
  }
  class MouseEvent {
    constructor(
      public type: string,
      public init: Record<string, unknown>,
    ) {}
  }
  const CSS = { escape: (s: string) => s };
  const fn = new Function(
    "window",
    "document",
    "load",
    "fetch",
    "sessionStorage",
    "setTimeout",
    "MutationObserver",
    "MouseEvent",
    "CSS",
    `${script.replaceAll("await import(", "await load(")}`,
  );
  fn(window, document, load, fetch, storage, timeout, MutationObserver, MouseEvent, CSS);
  const hydrate = () => {
    (document.documentElement.dataset as Record<string, string>).hydrated = "true";
    for (const w of watchers) w();
  };
  const fire = (type: string, e: Record<string, unknown> = {}) => {
    for (const f of listeners[type] ?? []) f({ type, ...e });
  };
  return { log, window, fire, hydrate };
}

describe("bootOnIntentDocument", () => {
  it("leaves no link or import the browser would fetch at load", () => {
    const out = bootOnIntentDocument(html);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/^import /m);
    // Same nodes in the same places: hydration compares the document with the server's tree.
    expect(out.match(/<link /g)).toHaveLength(4);
    expect(out.match(/<script/g)).toHaveLength(2);
  });

  it("imports nothing until an intent; after the load event it fetches every script at low priority", () => {
    const { log, fire } = run(bootScript(boot, preloads) ?? "");
    fire("pointermove", { pointerType: "touch" });
    fire("scroll");
    expect(log).toEqual([]);
    fire("load");
    expect(log).toEqual(preloads.map((h) => `fetch ${h} low`));
  });

  it("at the first intent imports the route modules one after the other, then the entry", async () => {
    const { log, window, fire } = run(bootScript(boot, preloads) ?? "");
    fire("pointermove", { pointerType: "mouse" });
    fire("keydown", { key: "a" });
    await new Promise((r) => setTimeout(r, 10));
    expect(log).toEqual(
      ["/build/manifest-A.js", "/build/root-B.js", "/build/page-D.js", "/build/entry.client-C.js"].map((u) => `import ${u}`),
    );
    expect(window.__remixRouteModules).toEqual({ root: { url: "/build/root-B.js" }, page: { url: "/build/page-D.js" } });
  });

  it("a click on a control before the app is live is held, then sent once to the same element", async () => {
    const { log, fire, hydrate } = run(bootScript(boot, preloads) ?? "");
    const button = {
      id: "b",
      isConnected: true,
      dispatchEvent: (e: { type: string; init: { clientX: number } }) => log.push(`${e.type} at ${e.init.clientX}`),
    };
    const click = { target: { closest: () => button }, clientX: 7, clientY: 9 } as Record<string, unknown>;
    click.preventDefault = () => log.push("held");
    click.stopImmediatePropagation = () => {};
    fire("click", click);
    await new Promise((r) => setTimeout(r, 10));
    expect(log.filter((l) => !l.startsWith("import"))).toEqual(["held"]);
    hydrate();
    expect(log.filter((l) => !l.startsWith("import"))).toEqual(["held", "click at 7"]);
  });

  it("a hidden tab boots nothing and fetches nothing", async () => {
    const { log, fire } = run(bootScript(boot, preloads) ?? "", { visibility: "hidden" });
    fire("load");
    fire("pointerdown");
    await new Promise((r) => setTimeout(r, 10));
    expect(log).toEqual([]);
  });

  it("the CSP hashes the script that runs", () => {
    const scripts = inlineScripts(bootOnIntentDocument(html));
    expect(scripts[1]).toBe(bootScript(boot, preloads));
  });

  it("a `$` in the boot text is copied as is", () => {
    const dollarBoot = boot.replace('import("', () => 'import("/$1$&');
    const out = bootOnIntentDocument(html.replace(boot, () => dollarBoot));
    expect(inlineScripts(out)[1]).toBe(bootScript(dollarBoot, preloads));
  });

  it("a boot script of another form, or none, leaves the document unchanged", () => {
    const other = html.replace('import * as route0 from "/build/root-B.js";', 'import { a } from "/build/root-B.js";');
    expect(bootOnIntentDocument(other)).toBe(other);
    const plain = "<html><body><script>1</script></body></html>";
    expect(bootOnIntentDocument(plain)).toBe(plain);
  });
});
