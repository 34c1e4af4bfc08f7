import * as Dialog from "@radix-ui/react-dialog";
import { useNavigate } from "@remix-run/react";
import { startTransition, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { t } from "~/shell";
import { MAX_QUERY_LENGTH, type SearchSettings } from "~/lib/search/client";
import { groupHits, relativeUrl } from "~/lib/search/group";
import type { StoredHit } from "~/lib/search/recent";
import { SearchFooter } from "./SearchFooter";
import { SearchHits, type Modifiers } from "./SearchHits";
import { SearchError, SearchNoResults, SearchStart } from "./SearchScreens";
import type { SearchHit } from "~/lib/search/hit";
import { useSearchHistory } from "./useSearchHistory";
import { useSearchQuery } from "./useSearchQuery";
import { useLang } from "~/hooks/useLang";
import { sendSearchInsight } from "~/lib/insights/beacon";

/** Ctrl/Cmd+S saves the active stored search as a favourite, Delete removes it. */
const storedSearchKey = (e: KeyboardEvent) =>
  e.key === "Delete" ? "remove" : (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s" ? "save" : null;

export interface SearchModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialQuery: string;
  settings: SearchSettings;
  /** What had the focus when the reader opened it (the search button), given it back on close. */
  opener: HTMLElement | null;
}

/** The search dialog: box, results panel (start, hits, no results, error) and keyboard hints. */
export function SearchModal({ open, onOpenChange, initialQuery, settings, opener }: SearchModalProps) {
  const lang = useLang();
  const [query, setQuery] = useState(initialQuery);
  const [panelOpen, setPanelOpen] = useState(true);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const { hits, status, closest } = useSearchQuery(settings, lang, query);
  const history = useSearchHistory(`${settings.indexName}-${lang}`);
  const searching = query.trim().length > 0;
  // The tap's own render shows the dialog and its focused box; the panel (recent searches or
  // results) follows in a render of its own, so the answer to the tap does not wait for it.
  const [panelReady, setPanelReady] = useState(false);
  useEffect(() => {
    if (open) startTransition(() => setPanelReady(true));
    else setPanelReady(false);
  }, [open]);
  // The query last counted: a search is counted once, when a result opens or the dialog closes.
  const counted = useRef<string | null>(null);
  const count = (position: number | null) => {
    if (!searching || counted.current === query) return;
    counted.current = query;
    sendSearchInsight(query, lang, hits.length, position);
  };
  const closeCounting = (next: boolean) => {
    if (!next) count(null);
    onOpenChange(next);
  };
  // When the query finds nothing, the pages its words lead to are the options.
  const groups = groupHits(hits.length ? hits : closest.hits, settings.maxResultsPerGroup);
  const items: (SearchHit | StoredHit)[] = searching
    ? groups.flatMap((g) => g.hits)
    : [...history.history.favorites, ...history.history.recent];

  useEffect(() => {
    // Each opening starts from the selected text (or nothing), not from the last query.
    if (!open) return;
    counted.current = null;
    setQuery(initialQuery);
    setPanelOpen(true);
  }, [open, initialQuery]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first item is highlighted again whenever the query or the number of items changes; neither is read.
  useEffect(() => setActive(0), [query, items.length]);
  useEffect(() => {
    if (!open) return;
    const y = window.scrollY;
    document.body.classList.add("search-active");
    return () => {
      document.body.classList.remove("search-active");
      window.scrollTo(0, y);
    };
  }, [open]);

  /** Enter follows the site's router; Ctrl/Cmd opens a tab, Shift a window (modal stays); Alt does nothing. */
  const select = (hit: SearchHit | StoredHit, mods: Modifiers) => {
    if (mods.altKey) return;
    const url = relativeUrl(hit.url);
    count(items.indexOf(hit) + 1);
    history.save(hit as StoredHit & Record<string, unknown>);
    if (mods.ctrlKey || mods.metaKey) return void window.open(url, "_blank", "noopener");
    if (mods.shiftKey) return void window.open(url, "_blank", "noopener,popup");
    onOpenChange(false);
    navigate(url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setPanelOpen(true);
      if (items.length) setActive((i) => (i + (e.key === "ArrowDown" ? 1 : -1) + items.length) % items.length);
    } else if (e.key === "Enter") {
      e.preventDefault();
      const hit = items[active];
      if (hit && panelOpen) select(hit, e);
    } else if (e.key === "Tab") {
      setPanelOpen(false);
    } else if (!searching && panelOpen && items[active] && storedSearchKey(e)) {
      // The keyboard's ★ and × for the active stored search. A new favourite goes to the top
      // of the list: the active item follows it there.
      e.preventDefault();
      const hit = items[active] as StoredHit;
      if (storedSearchKey(e) === "remove") history.remove(hit.objectID);
      else if (!history.isFavorite(hit.objectID)) history.favorite(hit);
      setActive(0);
    }
  };

  const screen =
    !panelOpen || !panelReady ? null : !searching ? (
      <SearchStart history={history} active={active} listId={listId} onSelect={select} />
    ) : status === "error" ? (
      <SearchError />
    ) : hits.length === 0 && status === "idle" ? (
      <SearchNoResults query={query} words={closest.words} onSuggest={setQuery}>
        {closest.hits.length > 0 && <SearchHits groups={groups} active={active} listId={listId} onSelect={select} onHover={setActive} />}
      </SearchNoResults>
    ) : (
      <SearchHits groups={groups} active={active} listId={listId} onSelect={select} onHover={setActive} />
    );

  return (
    <Dialog.Root open={open} onOpenChange={closeCounting}>
      <Dialog.Portal>
        <Dialog.Overlay className="search-overlay" />
        <Dialog.Content
          className="search-modal"
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            input.current?.focus();
            input.current?.select();
          }}
          onCloseAutoFocus={(e) => {
            if (!opener?.isConnected) return;
            e.preventDefault();
            opener.focus({ preventScroll: true });
          }}
          onEscapeKeyDown={(e) => {
            // With the panel already closed, Escape first clears the query, then closes.
            if (!panelOpen && query) {
              e.preventDefault();
              setQuery("");
              setPanelOpen(true);
              input.current?.focus();
            }
          }}
          onPointerDown={(e) => {
            const target = e.target as HTMLElement;
            if (!target.closest(".search-form, .search-panel")) setPanelOpen(false);
          }}
        >
          <Dialog.Title className="sr-only">{t(lang, "search.label")}</Dialog.Title>
          <div className="search-bar">
            {/* biome-ignore lint/a11y/useSemanticElements: browsers older than 2023 (Safari 16, Firefox 117) do not know <search> and would lose the landmark; the form's onSubmit also keeps Enter from submitting. */}
            <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
              <label htmlFor={`${listId}-input`} className="sr-only">
                {t(lang, "search.label")}
              </label>
              <input
                ref={input}
                id={`${listId}-input`}
                className="search-input"
                type="search"
                role="combobox"
                aria-expanded={panelOpen}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={panelOpen && items.length ? `${listId}-${active}` : undefined}
                aria-busy={status === "loading" || status === "stalled"}
                placeholder={t(lang, "search.placeholder")}
                maxLength={MAX_QUERY_LENGTH}
                autoComplete="off"
                spellCheck={false}
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value.slice(0, MAX_QUERY_LENGTH));
                  setPanelOpen(true);
                }}
                onFocus={() => setPanelOpen(true)}
                onKeyDown={onKeyDown}
              />
              {status === "stalled" && (
                <span className="search-stalled" role="status">
                  {t(lang, "search.searching")}
                </span>
              )}
              {query && (
                <button
                  type="button"
                  className="search-clear"
                  aria-label={t(lang, "search.clear")}
                  onClick={() => {
                    setQuery("");
                    input.current?.focus();
                  }}
                >
                  ×
                </button>
              )}
            </form>
            <Dialog.Close className="search-cancel">{t(lang, "search.cancel")}</Dialog.Close>
          </div>
          <div className="search-panel" data-status={status}>
            {screen}
          </div>
          {panelReady && <SearchFooter stored={!searching && panelOpen && items.length > 0} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
