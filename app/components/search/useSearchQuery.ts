import { useEffect, useMemo, useRef, useState } from "react";
import { closestPages, lookupWords } from "~/lib/search/closest";
import { createSearchClient, searchRequest, SNIPPET_WORDS, type SearchSettings } from "~/lib/search/client";
import type { SearchHit } from "./types";

type Client = ReturnType<typeof createSearchClient>;
type Request = ReturnType<typeof searchRequest>;
const firstHits = (results: unknown[]) => results.map((r) => (r as { hits?: SearchHit[] }).hits ?? []);

/** The query found nothing: its words are looked up one by one, in one request, for the closest pages. */
async function closest(client: Client, request: (q: string) => Request, query: string) {
  const words = lookupWords(query);
  if (!words.length) return { hits: [], words: [] };
  const res = await client.search<SearchHit>({ requests: words.map((w) => ({ ...request(w), hitsPerPage: 10 })) });
  const hits = firstHits(res.results);
  return closestPages(words.map((word, i) => ({ word, hits: hits[i] ?? [] })));
}

export const STALLED_AFTER_MS = 300;
export type SearchStatus = "idle" | "loading" | "stalled" | "error";

/**
 * Runs the query through the provider's client as the reader types. Status is loading
 * at once, stalled after 300 ms, error when every host failed; stale answers are dropped. When
 * the query finds nothing, `closest` holds the pages its words lead to and the words that found any.
 */
export function useSearchQuery(settings: SearchSettings, lang: "en" | "zh", query: string) {
  const client = useMemo(() => createSearchClient(settings, window.location), [settings]);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [fallback, setFallback] = useState<{ hits: SearchHit[]; words: string[] }>({ hits: [], words: [] });
  const [status, setStatus] = useState<SearchStatus>("idle");
  const latest = useRef(0);
  useEffect(() => {
    const q = query.trim();
    const id = ++latest.current;
    if (!q) {
      setHits([]);
      setFallback({ hits: [], words: [] });
      setStatus("idle");
      return;
    }
    setStatus("loading");
    const stalled = setTimeout(() => id === latest.current && setStatus("stalled"), STALLED_AFTER_MS);
    const words = window.matchMedia("(max-width: 768px)").matches ? SNIPPET_WORDS.narrow : SNIPPET_WORDS.wide;
    const request = (text: string) => searchRequest(settings, lang, text, words);
    client
      .search<SearchHit>({ requests: [request(q)] })
      .then(async (res) => {
        if (id !== latest.current) return;
        const found = firstHits(res.results)[0] ?? [];
        const near = found.length ? { hits: [], words: [] } : await closest(client, request, q);
        if (id !== latest.current) return;
        setHits(found);
        setFallback(near);
        setStatus("idle");
      })
      .catch(() => id === latest.current && setStatus("error"))
      .finally(() => clearTimeout(stalled));
    return () => clearTimeout(stalled);
  }, [client, settings, lang, query]);
  return { hits, status, closest: fallback };
}
