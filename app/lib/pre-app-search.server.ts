// The pre-app search dialog's results (lib/pre-app-runtime.server.ts serves the other controls):
// its text runs inline in the <head> after that function's, under the same rules: no imports,
// no names from outside it, no syntax a compiler would lower.

import type { PreHit as Hit, preAppScreens } from "./pre-app-search-screens.server";

/**
 * Shows the search API's results in the server's `<dialog id="pre-search">` as the reader
 * types, before the app is live and after, until the dialog is closed. As the app's modal does:
 * at most `perGroup` hits a group (lvl0), in page (lvl1) order, snippets of `words[0]` words
 * at widths up to 768 px and `words[1]` above; the box is busy until the newest query is
 * answered, says it is searching after `stallMs`, and a failed newest query shows the error screen.
 * Before typing it shows the stored searches, and a picked hit is stored (`screens`).
 */
export function preAppSearch(
  perGroup: number,
  words: [narrow: number, wide: number],
  stallMs: number,
  screens: ReturnType<typeof preAppScreens>,
) {
  const w = window;
  const d = document;
  const dialog = () => d.getElementById("pre-search") as HTMLDialogElement | null;
  // Each answer shows unless a newer one is on screen: typing on does not hide the results
  // of the keys before (which an answer dropped for not being the newest query would).
  let asked = 0;
  let shown = 0;
  // The keyboard's active hit (the app's aria-selected look): the first at each answer.
  let active = 0;
  // The hits on screen, by option: the one picked is stored as a recent search.
  let rendered: Hit[] = [];
  const options = () => d.querySelectorAll<HTMLAnchorElement>("#pre-search .search-hit");
  const add = screens.add;
  const render = (group: Element, hit: Hit, i: number, stored?: string) => {
    rendered[i] = hit;
    screens.option(group, hit, `pre-search-hit-${i}`, stored);
  };
  const pick = (i: number) => {
    const hits = options();
    active = i;
    hits.forEach((h, j) => h.setAttribute("aria-selected", String(j === i)));
    const input = d.getElementById("pre-search-input");
    if (input && hits[i]) input.setAttribute("aria-activedescendant", hits[i].id);
    else if (input) input.removeAttribute("aria-activedescendant");
  };
  const retry = (q: string) => {
    const input = d.getElementById("pre-search-input") as HTMLInputElement | null;
    if (!input) return;
    input.value = q;
    run(input);
    input.focus();
  };
  const show = (dl: HTMLDialogElement, query: string, hits: Hit[]) => {
    const panel = dl.querySelector(".search-panel");
    if (!panel) return;
    panel.textContent = "";
    rendered = [];
    pick(0);
    const s = dl.dataset;
    // The stored searches only before typing: an answer to a key does not read storage.
    const history = query ? { recent: [], favorites: [] } : screens.read(s.history || "");
    if (!query && !history.recent.length && !history.favorites.length)
      return void (add(panel, "p", "search-empty").textContent = s.noRecent || "");
    if (!hits.length && query) return screens.none(panel, s, query);
    const list = add(panel, "div", "search-hits");
    list.id = "pre-search-list";
    list.setAttribute("role", "listbox");
    list.setAttribute("aria-label", (query ? s.results : s.recent) || "");
    // Before typing, the stored searches: favourites first, each group under its label.
    const groups: Record<string, Hit[]> = query
      ? {}
      : { [s.favorites || ""]: history.favorites as Hit[], [s.recent || ""]: history.recent as Hit[] };
    for (const hit of hits) {
      const name = hit.hierarchy.lvl0 || "";
      const g = (groups[name] = groups[name] || []);
      if (g.length < perGroup) g.push(hit);
    }
    let i = 0;
    for (const name in groups) {
      if (!groups[name].length) continue;
      const group = add(list, "div", "search-group");
      group.setAttribute("role", "group");
      group.setAttribute("aria-label", name);
      add(group, "div", "search-group-title").textContent = name;
      const pages = groups[name].map((h) => h.hierarchy.lvl1 || "");
      const page = (h: Hit) => pages.indexOf(h.hierarchy.lvl1 || "");
      for (const hit of query ? groups[name].sort((a, b) => page(a) - page(b)) : groups[name])
        render(group, hit, i++, query ? undefined : history.favorites.includes(hit) ? "favorite" : "recent");
    }
    pick(0);
  };
  let stall = 0;
  const run = (input: HTMLInputElement) => {
    const dl = dialog();
    if (dl) {
      const query = input.value.trim().slice(0, 64);
      const mine = ++asked;
      clearTimeout(stall);
      if (!query) {
        shown = mine;
        screens.status(dl, input, "idle");
        return show(dl, "", []);
      }
      screens.status(dl, input, "loading");
      stall = w.setTimeout(() => screens.status(dl, input, "stalled"), stallMs);
      const s = dl.dataset;
      const params = `x-algolia-application-id=${encodeURIComponent(s.app || "")}&x-algolia-api-key=${encodeURIComponent(s.key || "")}`;
      const request = {
        indexName: s.index,
        query: query,
        attributesToRetrieve: ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6", "content", "type", "url"].map((a) =>
          a[0] === "l" ? `hierarchy.${a}` : a,
        ),
        attributesToSnippet: ["hierarchy.lvl1", "hierarchy.lvl2", "hierarchy.lvl3", "content"].map(
          (a) => `${a}:${words[w.matchMedia("(max-width: 768px)").matches ? 0 : 1]}`,
        ),
        snippetEllipsisText: "…",
        highlightPreTag: "<mark>",
        highlightPostTag: "</mark>",
        hitsPerPage: 20,
      };
      fetch(`${s.host || ""}/1/indexes/*/queries?${params}`, { method: "POST", body: JSON.stringify({ requests: [request] }) })
        .then((r) => (r.ok ? (r.json() as Promise<{ results?: { hits?: Hit[] }[] }>) : Promise.reject()))
        .then(
          (body) => {
            const result = body.results?.[0];
            if (mine === asked) {
              clearTimeout(stall);
              screens.status(dl, input, "idle");
            }
            if (mine < shown) return;
            shown = mine;
            show(dl, query, result?.hits || []);
          },
          () => {
            if (mine !== asked) return;
            clearTimeout(stall);
            screens.status(dl, input, "error");
            shown = mine;
            const panel = dl.querySelector(".search-panel");
            if (!panel) return;
            panel.textContent = "";
            rendered = [];
            pick(0);
            screens.error(panel, dl.dataset);
          },
        );
    }
  };
  // The clear button (a reset) empties the box and the results, and gives the box its focus back.
  w.addEventListener(
    "reset",
    (e) => {
      const input = (e.target as Element).querySelector<HTMLInputElement>("#pre-search-input");
      if (!input) return;
      e.preventDefault();
      input.value = "";
      run(input);
      input.focus();
    },
    true,
  );
  // Arrows move the active hit, Enter opens it (Ctrl/Cmd in a tab, Shift in a window, Alt not at
  // all). Without hits, Enter submits the form to the results page, as it does without script.
  w.addEventListener(
    "keydown",
    (e) => {
      if ((e.target as Element).id !== "pre-search-input") return;
      const hits = options();
      const n = hits.length;
      const hit = hits[active];
      const stored = screens.storedKey(e);
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        if (n) pick((active + (e.key === "ArrowUp" ? n - 1 : 1)) % n);
      } else if (hit && stored && !(e.target as HTMLInputElement).value.trim()) {
        // The keyboard's ★ and × for the active stored search, as the app's.
        e.preventDefault();
        change(active, stored);
      } else if (e.key === "Enter" && hit) {
        e.preventDefault();
        const tab = e.ctrlKey || e.metaKey;
        if (e.altKey) return;
        if (tab || e.shiftKey) save(active);
        if (tab || e.shiftKey) w.open(hit.href, "_blank", tab ? "noopener" : "noopener,popup");
        else hit.click();
      }
    },
    true,
  );
  // A picked hit (a tap, a click, Enter) goes first among the recent searches, as in the app; a
  // query to try is searched. (On the window: until live, the boot stops this dialog's events there.)
  const save = (i: number, act = "recent") => rendered[i] && screens.change(dialog()?.dataset.history || "", rendered[i], act);
  const change = (i: number, act: string) => (save(i, act), retry(""));
  w.addEventListener(
    "click",
    (e) => {
      const t = e.target as Element;
      const link = t.closest?.("#pre-search .search-hit");
      const act = t.closest?.("#pre-search [data-act]");
      const i = Number(link?.id.replace("pre-search-hit-", ""));
      if (act) return void (e.preventDefault(), change(i, act.getAttribute("data-act") || ""));
      if (link) save(i);
      if (t.closest?.("#pre-search [data-try]")) retry(t.textContent || "");
    },
    true,
  );
  w.addEventListener("input", (e) => (e.target as Element).id === "pre-search-input" && run(e.target as HTMLInputElement), true);
  // Each opening (invoker, shortcut) focuses the box: from then until the dialog closes, the
  // body is marked as the app's modal marks it and the root gets `pre-search-open` (search.css locks the page's scroll meanwhile),
  // and the box starts from the page's selected text, cut to 64 characters, or from nothing.
  // The selection is read as it changes, while the dialog is closed: focusing the box moves it.
  let opened = false;
  let picked = "";
  d.addEventListener("selectionchange", () => {
    if (!dialog()?.open) picked = String(w.getSelection()).trim().slice(0, 64);
  });
  w.addEventListener(
    "focusin",
    (e) => {
      const input = e.target as HTMLInputElement;
      if (opened || input.id !== "pre-search-input") return;
      opened = true;
      d.body.classList.add("search-active");
      d.documentElement.classList.add("pre-search-open");
      // A combobox over the results, as the app's box.
      for (const [k, v] of [
        ["role", "combobox"],
        ["aria-controls", "pre-search-list"],
        ["aria-autocomplete", "list"],
        ["aria-expanded", "true"],
      ])
        input.setAttribute(k, v);
      input.value = picked;
      input.select();
      run(input);
    },
    true,
  );
  w.addEventListener(
    "close",
    (e) => {
      if ((e.target as Element).id !== "pre-search") return;
      opened = false;
      d.body.classList.remove("search-active");
      d.documentElement.classList.remove("pre-search-open");
    },
    true,
  );
}
