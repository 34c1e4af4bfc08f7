// The pre-app search dialog's stored searches and its no-results and error screens (its results
// are lib/pre-app-search.server.ts's): this function's text runs inline in the <head>, its
// answer passed to that function, under the same rules: no imports, no names from outside it,
// no syntax a compiler would lower.

/** A hit as the search API answers it and as the app stores it (lib/search/recent.ts). */
export interface PreStoredHit {
  objectID: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content?: string | null;
  url: string;
}

/** An answer's hit, with the marks of what matched. */
export interface PreHit extends PreStoredHit {
  _highlightResult?: { hierarchy?: Record<string, { value: string }> };
  _snippetResult?: { content?: { value: string } };
}

/**
 * What the app's modal does with stored searches and empty answers
 * (components/search/SearchScreens.tsx, lib/search/recent.ts), for the dialog before the app:
 * the favourites and recent searches of the dialog's index (`data-history`), a picked hit saved
 * first among the recent ones (`limits`: kept alone, kept beside favourites, favourites; a
 * favourite stays a favourite), and when nothing is found the query, the site's starting
 * queries to try (which always find pages) and the report link. Also how a hit shows as an
 * option (`option`: a stored one with its title and address only, as the app's start screen).
 */
export function preAppScreens(limits: [alone: number, withFavorites: number, favorites: number], reportUrl: string) {
  const d = document;
  const el = (parent: Element, tag: string, cls: string, text?: string) => {
    const e = d.createElement(tag);
    e.className = cls;
    if (text !== undefined) e.textContent = text;
    return parent.appendChild(e);
  };
  // The answers' marks are the only markup kept.
  const mark = (text: string) => text.replace(/<(?!\/?mark>)/g, "&lt;");
  const add = (parent: Element, tag: string, cls: string, markup?: string) => {
    const e = d.createElement(tag);
    e.className = cls;
    if (markup !== undefined) e.innerHTML = mark(markup);
    return parent.appendChild(e);
  };
  const read = (key: string): { recent: PreStoredHit[]; favorites: PreStoredHit[] } => {
    try {
      const v = JSON.parse(localStorage.getItem(key) || "");
      if (Array.isArray(v.recent) && Array.isArray(v.favorites))
        return { recent: v.recent.slice(0, limits[0]), favorites: v.favorites.slice(0, limits[2]) };
    } catch (_e) {}
    return { recent: [], favorites: [] };
  };
  return {
    add,
    read,
    /** `stored`: the group of a stored search ("favorite" or "recent"), which gets the app's ★ and × buttons. */
    option(group: Element, hit: PreHit, id: string, stored?: string) {
      const link = add(group, "a", `search-hit type-${hit.type}${stored ? " stored" : ""}`) as HTMLAnchorElement;
      link.id = id;
      link.setAttribute("role", "option");
      const u = new URL(hit.url, location.href);
      link.href = u.pathname + u.search + u.hash;
      const lit = hit._highlightResult?.hierarchy || {};
      const title =
        hit.type === "content"
          ? hit._snippetResult?.content?.value || hit.content || ""
          : (lit[hit.type] && lit[hit.type].value) || hit.hierarchy[hit.type] || "";
      add(link, "span", "search-hit-title", title);
      const depth = hit.type === "content" ? 7 : Number(hit.type.slice(3));
      const path = [1, 2, 3, 4, 5, 6]
        .filter((n) => n < depth && hit.hierarchy[`lvl${n}`])
        .map((n) => hit.hierarchy[`lvl${n}`])
        .join(" › ");
      if (path && hit.type !== "lvl1" && !stored) add(link, "span", "search-hit-path").textContent = path;
      add(link, "span", "search-hit-url").textContent = link.getAttribute("href");
      const s = d.getElementById("pre-search")?.dataset || {};
      const actions = stored && el(link, "span", "search-hit-actions");
      const button = (act: string, label: string | undefined, text: string) => {
        if (!actions) return;
        const b = el(actions, "button", "", text) as HTMLButtonElement;
        b.type = "button";
        b.tabIndex = -1;
        b.dataset.act = act;
        b.title = label || "";
        b.setAttribute("aria-label", label || "");
      };
      if (stored === "recent") button("favorite", s.saveRecent, "★");
      button("remove", stored === "recent" ? s.removeRecent : s.removeFavorite, "×");
    },
    /** The app's keys for the active stored search (components/search/SearchModal.tsx): Ctrl/Cmd+S saves, Delete removes. */
    storedKey: (e: KeyboardEvent) =>
      e.key === "Delete" ? "remove" : (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s" ? "favorite" : "",
    /**
     * The stored searches after an act, as lib/search/recent.ts does: "recent" puts a picked hit
     * first among the recent ones (not a favourite's), "favorite" moves it to the top of the
     * favourites, "remove" takes it out of either.
     */
    change(key: string, hit: PreStoredHit, act: string) {
      const h = read(key);
      const others = (list: PreStoredHit[]) => list.filter((x) => x.objectID !== hit.objectID);
      const favorite = h.favorites.some((f) => f.objectID === hit.objectID);
      if (favorite && act !== "remove") return;
      const kept = { objectID: hit.objectID, type: hit.type, hierarchy: hit.hierarchy, content: hit.content || null, url: hit.url };
      const next =
        act === "recent"
          ? { favorites: h.favorites, recent: [kept, ...others(h.recent)].slice(0, h.favorites.length ? limits[1] : limits[0]) }
          : act === "favorite"
            ? { favorites: [kept, ...h.favorites].slice(0, limits[2]), recent: others(h.recent).slice(0, limits[1]) }
            : { favorites: others(h.favorites), recent: others(h.recent) };
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch (_e) {}
    },
    /** The app's statuses: loading at once, stalled after a while, idle or error when answered. */
    status(dl: HTMLDialogElement, input: HTMLInputElement, state: string) {
      const panel = dl.querySelector<HTMLElement>(".search-panel");
      const note = dl.querySelector<HTMLElement>(".search-stalled");
      if (panel) panel.dataset.status = state;
      if (note) note.hidden = state !== "stalled";
      input.setAttribute("aria-busy", String(state === "loading" || state === "stalled"));
    },
    /** Its queries to try are buttons with `data-try`, which the dialog's own click listener searches. */
    none(panel: Element, s: DOMStringMap, query: string) {
      const screen = el(panel, "div", "search-screen");
      const title = el(screen, "p", "search-screen-title", `${s.empty || ""} "`);
      el(title, "strong", "", query);
      title.append('"');
      el(screen, "p", "", s.tryFor || "");
      const list = el(screen, "ul", "search-suggestions");
      for (const q of (s.tryDefault || "").split("|").filter(Boolean)) {
        const b = el(el(list, "li", ""), "button", "", q) as HTMLButtonElement;
        b.type = "button";
        b.dataset.try = "";
      }
      const report = el(screen, "p", "search-report", `${s.missing || ""} `);
      const a = el(report, "a", "", s.missingLink || "") as HTMLAnchorElement;
      a.href = reportUrl + encodeURIComponent(`[Docs] Missing search results for "${query}"`);
      a.target = "_blank";
      a.rel = "noopener noreferrer";
    },
    error(panel: Element, s: DOMStringMap) {
      const screen = el(panel, "div", "search-screen");
      screen.setAttribute("role", "alert");
      el(screen, "p", "search-screen-title", s.errorTitle || "");
      el(screen, "p", "", s.errorHelp || "");
    },
  };
}
