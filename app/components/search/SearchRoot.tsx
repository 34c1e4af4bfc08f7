import { useCallback, useEffect, useState, type ComponentType } from "react";
import type { Lang } from "~/shared/config/types";
import { useIdle } from "~/hooks/useIdle";
import { useLang } from "~/hooks/useLang";
import { useSearchShortcuts } from "~/hooks/useSearchShortcuts";
import { MAX_QUERY_LENGTH, type SearchSettings } from "~/lib/search/settings";
import { recoverChunk, takeIntent } from "~/lib/skew";
import type { SearchModalProps } from "./SearchModal";

export const OPEN_SEARCH = "open-search";
export const PRELOAD_SEARCH = "preload-search";

let modalModule: Promise<{ SearchModal: ComponentType<SearchModalProps> }> | undefined;
const warmed = new Set<string>();

/**
 * The embedded engine loads its index on the first query of an isolate (about 200 ms);
 * an empty query sent when the reader reaches for search does that before they type.
 */
function warmUp(settings: SearchSettings, lang: Lang) {
  const indexName = `${settings.indexName}-${lang}`;
  if (settings.hosted || warmed.has(indexName)) return;
  warmed.add(indexName);
  const params = new URLSearchParams({ "x-algolia-application-id": settings.appId, "x-algolia-api-key": settings.apiKey });
  fetch(`/1/indexes/*/queries?${params}`, {
    method: "POST",
    body: JSON.stringify({ requests: [{ indexName, query: "", hitsPerPage: 0 }] }),
  }).catch(() => warmed.delete(indexName));
}
/**
 * The modal's code (dialog, client, screens, about 22 KB gzip) is fetched when the browser is
 * idle after the app started, or at the first hover or open if sooner: never with the page,
 * and not at the reader's tap, which would then wait a round trip for it.
 */
const loadModal = () =>
  (modalModule ??= import("./SearchModal").catch((error) => {
    modalModule = undefined;
    throw error;
  }));

/** Always mounted and tiny: listens for the search button and shortcuts, and shows the modal (mounted closed at idle). */
export function SearchRoot({ settings }: { settings: SearchSettings }) {
  const lang = useLang();
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState("");
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const show = useCallback(() => {
    const focused = document.activeElement;
    setOpener(focused instanceof HTMLElement && focused !== document.body ? focused : null);
    warmUp(settings, lang);
    setInitialQuery((window.getSelection?.()?.toString() ?? "").trim().slice(0, MAX_QUERY_LENGTH));
    setOpen(true);
    loadModal()
      // Its code gone with a deploy: the page reloads in the new build and opens search there.
      .catch((error) => recoverChunk(error, undefined, "search"))
      .then(
        (m) => setModal(() => m.SearchModal),
        () => setOpen(false),
      );
  }, [settings, lang]);
  useSearchShortcuts(show);
  // Mounted closed once its code is here, so a tap only opens it (the first mount is not in the tap).
  useIdle(() =>
    loadModal().then(
      (m) => setModal(() => m.SearchModal),
      () => {},
    ),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on mount: finishes an open that a reload for a new build interrupted.
  useEffect(() => {
    if (takeIntent("search") !== undefined) show();
  }, []);
  useEffect(() => {
    const preload = () => {
      warmUp(settings, lang);
      // A hover is no action: a chunk that cannot load now is loaded (or recovered) on open.
      loadModal().catch(() => {});
    };
    window.addEventListener(OPEN_SEARCH, show);
    window.addEventListener(PRELOAD_SEARCH, preload);
    return () => {
      window.removeEventListener(OPEN_SEARCH, show);
      window.removeEventListener(PRELOAD_SEARCH, preload);
    };
  }, [show, settings, lang]);
  if (!Modal) return null;
  return <Modal open={open} onOpenChange={setOpen} initialQuery={initialQuery} settings={settings} opener={opener} />;
}
