import { useCallback, useEffect, useState, type ComponentType } from "react";
import type { Lang } from "~/config/types";
import { useSearchShortcuts } from "~/hooks/useSearchShortcuts";
import type { SearchSettings } from "~/lib/search/client";
import { MAX_QUERY_LENGTH } from "~/lib/search/client";
import type { SearchModalProps } from "./SearchModal";

export const OPEN_SEARCH = "open-search";
export const PRELOAD_SEARCH = "preload-search";

let modalModule: Promise<{ SearchModal: ComponentType<SearchModalProps> }> | undefined;
/** The modal's code (dialog, client, screens) is fetched on first hover or open, never on page load. */
const loadModal = () => (modalModule ??= import("./SearchModal"));

/** Always mounted and tiny: listens for the search button and shortcuts, then shows the modal. */
export function SearchRoot({ settings, lang }: { settings: SearchSettings; lang: Lang }) {
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState("");
  const show = useCallback(() => {
    setInitialQuery((window.getSelection?.()?.toString() ?? "").trim().slice(0, MAX_QUERY_LENGTH));
    setOpen(true);
    loadModal().then((m) => setModal(() => m.SearchModal));
  }, []);
  useSearchShortcuts(show);
  useEffect(() => {
    const preload = () => void loadModal();
    window.addEventListener(OPEN_SEARCH, show);
    window.addEventListener(PRELOAD_SEARCH, preload);
    return () => {
      window.removeEventListener(OPEN_SEARCH, show);
      window.removeEventListener(PRELOAD_SEARCH, preload);
    };
  }, [show]);
  if (!Modal) return null;
  return <Modal open={open} onOpenChange={setOpen} initialQuery={initialQuery} settings={settings} lang={lang} />;
}
