import { normalize, phraseTest, runTest } from "./phrase";
import { cjkRuns, isCjk } from "~/shared/search/options.js";
import type { SearchRecord } from "~/shared/search/types";

const slugOf = (url: string) => normalize(url.replace(/^[a-z]+:\/\/[^/]*/, "").replace(/[#?].*$/, "").split("/").filter(Boolean).pop() ?? "");

/**
 * How much a page's own record gains when the query names the page: its title (or, for an
 * option, the name after the last dot: `filename` is output.filename, not output.filenameHash)
 * ×8, its path name (`ssr`) ×4; a query holding the whole title or option name among other
 * words (`change dev server port`) ×3. A whole-name match beats a prefix one.
 */
export function titleFactor(phrase: string, record: SearchRecord): number {
  if (record.type !== "lvl1" || !phrase) return 1;
  const title = record.hierarchy.lvl1 ?? "";
  const compact = phrase.replace(/ /g, "");
  const name = title.split(".").pop()!.toLowerCase();
  if (normalize(title) === phrase || name === compact || normalize(title).replace(/ /g, "") === compact) return 8;
  // A Chinese title holding the query as a run names it as well (路径别名 for 别名).
  if (isCjk(phrase) && !phrase.includes(" ") && title.includes(phrase)) return 4;
  const slug = slugOf(record.url_without_anchor);
  if (slug === phrase || slug.replace(/ /g, "") === compact) return 4;
  const words = new Set(phrase.split(" "));
  const titleWords = normalize(title).split(" ");
  if ((title.includes(".") && words.has(name)) || (titleWords.length > 1 && titleWords.every((w) => words.has(w)))) return 3;
  return 1;
}

/** The re-ranking tests of one query, built once and applied to each candidate record. */
export function ranker(query: string) {
  const phrase = normalize(query);
  const inText = phrase.length > 1 ? phraseTest(phrase) : () => false;
  const runsIn = cjkRuns(query).map(runTest);
  return (record: SearchRecord, text: string, score: number) => {
    if (inText(text)) score *= record.type === "content" ? 1.5 : 3;
    if (inText((record.hierarchy.lvl1 ?? "").toLowerCase())) score *= 2;
    for (const inRun of runsIn) if (inRun(text)) score *= 2;
    score *= titleFactor(phrase, record);
    const level = record.type === "content" ? 7 : Number(record.type.slice(3));
    return score * (1 + (7 - level) * 0.15);
  };
}
