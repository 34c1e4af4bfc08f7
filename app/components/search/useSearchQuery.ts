import { useEffect, useMemo, useRef, useState } from "react";
import { createSearchClient, searchRequest, SNIPPET_WORDS, type SearchSettings } from "~/lib/search/client";
import type { SearchHit } from "./types";

export const STALLED_AFTER_MS = 300;
export type SearchStatus = "idle" | "loading" | "stalled" | "error";

/**
 * Runs the query through the provider's client as the reader types. Status is loading
 * at once, stalled after 300 ms, error when every host failed; stale answers are dropped.
 */
export function useSearchQuery(settings: SearchSettings, lang: "en" | "zh", query: string) {
  const client = useMemo(() => createSearchClient(settings, window.location), [settings]);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [status, setStatus] = useState<SearchStatus>("idle");
  const latest = useRef(0);
  useEffect(() => {
    const q = query.trim();
    const id = ++latest.current;
    if (!q) {
      setHits([]);
      setStatus("idle");
      return;
    }
    setStatus("loading");
    const stalled = setTimeout(() => id === latest.current && setStatus("stalled"), STALLED_AFTER_MS);
    const words = window.matchMedia("(max-width: 768px)").matches ? SNIPPET_WORDS.narrow : SNIPPET_WORDS.wide;
    client
      .search<SearchHit>({ requests: [searchRequest(settings, lang, q, words)] })
      .then((res) => {
        if (id !== latest.current) return;
        const first = res.results[0] as { hits?: SearchHit[] } | undefined;
        setHits(first?.hits ?? []);
        setStatus("idle");
      })
      .catch(() => id === latest.current && setStatus("error"))
      .finally(() => clearTimeout(stalled));
    return () => clearTimeout(stalled);
  }, [client, settings, lang, query]);
  return { hits, status };
}
