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
    createElement: () => ({
      remove() {
        log.push(`unpreload ${(this as unknown as { href: string }).href}`);
      },
    }),
    head: { appendChild: (l: { href: string }) => (log.push(`preload ${l.href}`), l) },
  };
  const load = async (url: string) => (log.push(`import ${url}`), { url });
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
    "sessionStorage",
    "setTimeout",
    "MutationObserver",
    "MouseEvent",
    "CSS",
    script.replaceAll("await import(", "await load("),
  );
  fn(window, document, load, storage, timeout, MutationObserver, MouseEvent, CSS);
  const fire = (type: string, e: Record<string, unknown> = {}) => {
    for (const f of listeners[type] ?? []) f({ type, ...e });
  };
  const hydrate = () => {
    (document.documentElement.dataset as Record<string, string>).hydrated = "true";
    for (const w of watchers) w();
  };
  return { log, window, fire, hydrate };
}

const settle = () => new Promise((r) => setTimeout(r, 10));

describe("bootOnIntentDocument", () => {
  it("leaves no link or import the browser would fetch at load", () => {
    const out = bootOnIntentDocument(html);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/^import /m);
    // Same nodes in the same places: hydration compares the document with the server's tree.
    expect(out.match(/<link /g)).toHaveLength(4);
    expect(out.match(/<script/g)).toHaveLength(2);
  });

  it("fetches and imports nothing before an intent, not even after the load event", async () => {
    const { log, fire } = run(bootScript(boot, preloads) ?? "");
    fire("pointermove", { pointerType: "touch" });
    fire("scroll");
    fire("load");
    await settle();
    expect(log).toEqual([]);
  });

  it("at the first intent preloads every script, imports the route modules in turn, drops the preloads, then imports the entry", async () => {
    const { log, window, fire } = run(bootScript(boot, preloads) ?? "");
    fire("pointermove", { pointerType: "mouse" });
    fire("keydown", { key: "a" });
    await settle();
    expect(log).toEqual([
      ...preloads.map((h) => `preload ${h}`),
      ...["/build/manifest-A.js", "/build/root-B.js", "/build/page-D.js"].map((u) => `import ${u}`),
      ...preloads.map((h) => `unpreload ${h}`),
      "import /build/entry.client-C.js",
    ]);
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
    await settle();
    const actions = () => log.filter((l) => !/^(import|preload|unpreload) /.test(l));
    expect(actions()).toEqual(["held"]);
    hydrate();
    expect(actions()).toEqual(["held", "click at 7"]);
  });

  it("a hidden tab starts nothing", async () => {
    const { log, fire } = run(bootScript(boot, preloads) ?? "", { visibility: "hidden" });
    fire("pointerdown");
    await settle();
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
