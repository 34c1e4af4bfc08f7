import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUILD_HEADER, isBuildChunk, SKEW_HOOK, staleChunkModule } from "~/shared/http/build-skew";
import { documentUrl, installSkewPolicy, quietFetch, recoverChunk, takeIntent } from "~/lib/skew";
import { staleChunk } from "../../functions/pipeline/skew";

const ORIGIN = "https://v1.rsbuild.rs";

/** A tab of build A: its location, session storage, router state and the network behind fetch. */
function fakeTab() {
  const store = new Map<string, string>();
  const answers: Response[] = [];
  const tab = {
    assigned: [] as string[],
    reloads: 0,
    navigation: { state: "idle" } as { state: string; location?: { pathname: string; search: string; hash: string } },
    answer: (build: string | null, status = 200) =>
      answers.push(new Response('{"page":1}', { status, headers: build ? { [BUILD_HEADER]: build } : {} })),
  };
  const network = vi.fn(async (input: RequestInfo | URL) => {
    const res = answers.shift() ?? new Response("{}");
    Object.defineProperty(res, "url", { value: new URL(String(input), ORIGIN).href });
    return res;
  });
  vi.stubGlobal("sessionStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.stubGlobal("window", {
    location: {
      href: `${ORIGIN}/guide/start/`,
      origin: ORIGIN,
      assign: (url: string) => tab.assigned.push(url),
      reload: () => tab.reloads++,
    },
    fetch: network,
    __remixManifest: { version: "A" },
    __remixRouter: {
      state: {
        get navigation() {
          return tab.navigation;
        },
      },
    },
  });
  installSkewPolicy();
  return { tab, network, fetch: (url: string) => (window as unknown as { fetch: typeof fetch }).fetch(url) };
}

const hook = () => (globalThis as unknown as Record<string, (url: string) => Promise<never>>)[SKEW_HOOK];
const settled = async (p: Promise<unknown>) =>
  Promise.race([
    p.then(
      () => "resolved",
      () => "rejected",
    ),
    new Promise((r) => setTimeout(() => r("pending"), 20)),
  ]);

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.unstubAllGlobals());

describe("data of another build", () => {
  it("becomes Remix's reload-document redirect to the same page, without Remix's own parameters", async () => {
    const { tab, fetch } = fakeTab();
    tab.answer("B");
    const res = await fetch("/guide/?index&_data=section-index-en");
    expect(res.status).toBe(204);
    expect(res.headers.get("X-Remix-Redirect")).toBe("/guide/");
    expect(res.headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  it("passes through the tab's own build, answers without a build, and requests that are not data", async () => {
    const { tab, fetch } = fakeTab();
    tab.answer("A");
    expect((await fetch("/guide/start/?_data=page-en")).status).toBe(200);
    tab.answer(null);
    expect((await fetch("/guide/start/?_data=page-en")).status).toBe(200);
    tab.answer("B");
    expect((await fetch("/guide/start/quick-start.md")).status).toBe(200);
    tab.answer("B");
    expect((await quietFetch("/guide/start/?_data=page-en")).status).toBe(200);
  });

  it("leaves a build once: a document of the same build again (a stale cache) is not reloaded in a loop", async () => {
    const { tab, fetch } = fakeTab();
    tab.answer("B");
    expect((await fetch("/a/?_data=page-en")).status).toBe(204);
    // The fresh document came back as build A again (same session): the next answer of B passes.
    tab.answer("B");
    expect((await fetch("/b/?_data=page-en")).status).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    tab.answer("B");
    expect((await fetch("/c/?_data=page-en")).status).toBe(204);
  });

  it("a data URL's page keeps the page's own query", () => {
    expect(documentUrl(new URL(`${ORIGIN}/guide/?x=1&_data=page-en&index`))).toBe("/guide/?x=1");
  });
});

describe("a chunk of an earlier build", () => {
  it("during a navigation loads the page the reader was going to, and never settles", async () => {
    const { tab } = fakeTab();
    tab.navigation = { state: "loading", location: { pathname: "/", search: "", hash: "#top" } };
    expect(await settled(hook()(`${ORIGIN}/build/routes/home-X.js`))).toBe("pending");
    expect(tab.assigned).toEqual(["/#top"]);
  });

  it("outside a navigation fails as stale, so the part that needed it decides", async () => {
    const { tab } = fakeTab();
    await expect(hook()(`${ORIGIN}/build/SearchModal-X.js`)).rejects.toThrow(/earlier build/);
    expect(tab.assigned).toEqual([]);
  });

  it("an action that needed it reloads the page once and remembers the action for the new page", async () => {
    const { tab } = fakeTab();
    expect(await settled(recoverChunk(new Error("gone"), undefined, "search"))).toBe("pending");
    expect(tab.reloads).toBe(1);
    expect(takeIntent("page-menu")).toBeUndefined();
    expect(takeIntent("search")).toBe("");
    expect(takeIntent("search")).toBeUndefined();
    // Came back in the same build: the error stands instead of a second reload.
    await expect(recoverChunk(new Error("gone"))).rejects.toThrow("gone");
    expect(tab.reloads).toBe(1);
  });

  it("an intent carries its detail", async () => {
    fakeTab();
    void recoverChunk(new Error("gone"), undefined, "page-menu:page-menu-trigger");
    expect(takeIntent("page-menu")).toBe("page-menu-trigger");
  });
});

describe("the worker's side", () => {
  it("answers a missing hashed chunk with the module that hands it to the tab, never stored", async () => {
    for (const path of ["/build/routes/home-ABCD1234.js", "/build/_shared/chunk-XYZ.js", "/pages/en-guide-start-1a2b.js"]) {
      expect(isBuildChunk(path), path).toBe(true);
      const res = staleChunk(path)!;
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(await res.text()).toBe(staleChunkModule);
    }
    for (const path of ["/build/site-X.css", "/pages/a/b.js", "/guide/start/", "/build/../x.js".replace("..", "%2e%2e")]) {
      expect(staleChunk(path), path).toBeUndefined();
    }
  });
});
