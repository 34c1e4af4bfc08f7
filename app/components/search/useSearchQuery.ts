import { useEffect, useMemo, useRef, useState } from "react";
import { closestPages, lookupWords } from "~/lib/search/closest";
import { createSearchClient, searchRequest, SNIPPET_WORDS, type SearchSettings } from "~/lib/search/client";
import { STALLED_AFTER_MS } from "~/lib/search/settings";
import type { SearchHit } from "~/lib/search/hit";

type Client = ReturnType<typeof createSearchClient>;
type Request = ReturnType<typeof searchRequest>;
const firstHits = (results: unknown[]) => results.map((r) => (r as { hits?: SearchHit[] }).hits ?? []);

/**
 * The query found nothing: its words are looked up one by one for the closest pages. Each word
 * is a call of its own: the worker serves one-request calls at once, while calls of several
 * requests take turns (functions/search/gate.ts), so a flood of those never starves the modal.
 */
async function closest(client: Client, request: (q: string) => Request, query: string) {
  const words = lookupWords(query);
  const answers = await Promise.all(words.map((w) => client.search<SearchHit>({ requests: [{ ...request(w), hitsPerPage: 10 }] })));
  return closestPages(words.map((word, i) => ({ word, hits: firstHits(answers[i].results)[0] ?? [] })));
}

export type SearchStatus = "idle" | "loading" | "stalled" | "error";

/**
 * Runs the query through the provider's client as the reader types. Status is loading
 * at once, stalled after 300 ms, error when every host failed; stale answers are dropped. When
 * the query finds nothing, `closest` holds the pages its words lead to and the words that found any
 * (undefined while they are looked up).
 */
export function useSearchQuery(settings: SearchSettings, lang: "en" | "zh", query: string) {
  const client = useMemo(() => createSearchClient(settings, window.location), [settings]);
  const [hits, setHits] = useState<SearchHit[]>([]);
  // `words` is undefined while the words are being looked up.
  const [fallback, setFallback] = useState<{ hits: SearchHit[]; words?: string[] }>({ hits: [], words: [] });
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
      .then((res) => {
        if (id !== latest.current) return;
        const found = firstHits(res.results)[0] ?? [];
        setHits(found);
        setFallback({ hits: [], words: found.length ? [] : undefined });
        setStatus("idle");
        // The answer shows at once; the closest pages follow when their lookup (a call of several
        // requests, which may queue behind other such calls at the worker) comes back, or never.
        if (!found.length)
          closest(client, request, q).then(
            (near) => id === latest.current && setFallback(near),
            () => id === latest.current && setFallback({ hits: [], words: [] }),
          );
      })
      .catch(() => id === latest.current && setStatus("error"))
      .finally(() => clearTimeout(stalled));
    return () => clearTimeout(stalled);
  }, [client, settings, lang, query]);
  return { hits, status, closest: fallback };
}
