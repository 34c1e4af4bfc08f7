import { normalize, phraseTest, runTest } from "./phrase";
import { cjkRuns, isCjk } from "./core/cjk";
import { stem } from "./core/stem";
import { unseenPairs } from "./core/bigrams";
import { subjectOf, wordParts } from "./core/query";
import { quotedIn, quotes } from "./quoted";
import type { SearchRecord } from "~/shared/search/types";

const slugOf = (url: string) =>
  normalize(
    url
      .replace(/^[a-z]+:\/\/[^/]*/, "")
      .replace(/[#?].*$/, "")
      .split("/")
      .filter(Boolean)
      .pop() ?? "",
  );

type Names = {
  title: string;
  lower: string;
  normal: string;
  name: string;
  slug: string;
  /** What the record keeps for speaking of other pages in passing (releases, Related lines, summary pages). */
  passing: number;
  /** A migration guide's tool, as its path's words (`vue-cli` → vue, cli). */
  tool?: string[];
  /** An option's scope, as index terms: output.distPath → output. */
  scope: Set<string>;
  /** The messages the record's heading quotes, as their telling words (`quoted.ts`). */
  quoted: string[][];
};
/** A record's title forms and kind, worked out once per record: every query re-ranks the same pages. */
const names = new WeakMap<SearchRecord, Names>();

function namesOf(record: SearchRecord): Names {
  let found = names.get(record);
  if (!found) {
    const title = record.hierarchy.lvl1 ?? "";
    found = {
      title,
      lower: title.toLowerCase(),
      normal: normalize(title),
      name: title.split(".").pop()!.toLowerCase(),
      slug: slugOf(record.url_without_anchor),
      scope: new Set(OPTION_TITLE.test(title) ? scopeTerms(title) : []),
      quoted: quotedIn(record),
      passing: (isSummaryLine(record) ? SUMMARY : 1) * (isRelease(record) ? RELEASE : 1) * (isRelated(record) ? RELATED : 1),
      // `rsbuild-0-x`: the version parts are no words a reader types.
      tool: MIGRATION_PAGE.exec(record.url_without_anchor)?.[1]
        .split("-")
        .filter((w) => !/^(\d+|x)$/.test(w)),
    };
    names.set(record, found);
  }
  return found;
}

/** The index terms of an option's scope: moduleFederation.options → modulefederation, module, federation. */
const scopeTerms = (title: string) => {
  const scope = title.slice(0, title.lastIndexOf("."));
  return [scope.toLowerCase(), ...wordParts(scope)].map(stem);
};

/** An option's name as a page title: output.distPath, resolve.aliasStrategy (not Node.js). */
const OPTION_TITLE = /^[a-z]\w*(?:\.\w+)+$/;
/**
 * What an option page's own record keeps when its title matched the query only by the option's
 * scope. Measured on the tuning half (0.3 to 0.5 alike; 0.7 and above moved less).
 */
const SCOPE_ONLY = 0.5;

/**
 * What an option page's own record keeps (`match`: MiniSearch's matched terms and fields) when
 * the only query words its title holds are the option's scope: "arrow functions left in output"
 * names none of output.target, output.distPath or output.manifest, yet "output" in a title,
 * which few records hold, scored as if it were their subject.
 */
export function scopeOnly(record: SearchRecord, match: Record<string, string[]>): number {
  if (record.type !== "lvl1") return 1;
  const { scope } = namesOf(record);
  if (!scope.size) return 1;
  let any = false;
  for (const term in match) {
    if (!match[term].includes("title")) continue;
    if (!scope.has(term)) return 1;
    any = true;
  }
  return any ? SCOPE_ONLY : 1;
}

/**
 * How much a page's own record gains when the query names the page: its title (or, for an
 * option, the name after the last dot: `filename` is output.filename, not output.filenameHash)
 * ×8, its path name (`ssr`) ×4; a query holding the whole title or option name among other
 * words (`change dev server port`, `html.title ignored`) up to ×3: less when the title's words are a small part of
 * what the query says, by `weight` (how telling each word is), so a broad guide titled in common
 * words (Dev server) does not win a long question that merely mentions them. A whole-name match
 * beats a prefix one.
 */
export function titleFactor(
  phrase: string,
  record: SearchRecord,
  weight: (word: string) => number = () => 1,
  names = record.type === "lvl1" ? namesOf(record) : undefined,
): number {
  if (record.type !== "lvl1" || !phrase || !names) return 1;
  const { title, normal, name, slug } = names;
  const compact = phrase.replace(/ /g, "");
  if (normal === phrase || name === compact || normal.replace(/ /g, "") === compact) return 8;
  // A Chinese title holding the query as a run names it as well (路径别名 for 别名).
  if (isCjk(phrase) && !phrase.includes(" ") && title.includes(phrase)) return 4;
  if (slug === phrase || slug.replace(/ /g, "") === compact) return 4;
  const words = new Set(phrase.split(" "));
  const titleWords = normal.split(" ");
  // An option's whole name in the query (html.title, or performance.preload through a synonym)
  // names the page as a guide's every title word does, more than its last part alone.
  const covered =
    title.includes(".") && ` ${phrase} `.includes(` ${normal} `)
      ? titleWords
      : title.includes(".") && words.has(name)
        ? [name]
        : titleWords.length > 1 && titleWords.every((w) => words.has(w))
          ? titleWords
          : [];
  if (!covered.length) return 1;
  let all = 0;
  for (const w of words) all += weight(w);
  let part = 0;
  for (const w of new Set(covered)) part += weight(w);
  return 1 + 2 * Math.min(1, (3 * part) / all);
}

/**
 * Release announcements mention many options once, in passing, as of an old version: the page
 * documenting the option, or the guide, answers better. They still come up for their own words.
 */
const RELEASE = 0.5;
const isRelease = (record: SearchRecord) => /\/community\/releases\/./.test(record.url_without_anchor);

/**
 * A line of a page's "Related" list sums up another page in a sentence ("server.strictPort: fail
 * instead of picking another port"): the page it points to answers, so the line weighs half.
 */
const RELATED = 0.5;
const isRelated = (record: SearchRecord) => record.type === "content" && record.anchor === "related";

/**
 * Pages that sum up others a line each, linking to them: a folder's index page (the config
 * overview, the plugin list), the feature list and the glossary. Their own record still answers
 * a query naming them; their lines weigh 0.6, as the page a line points to answers better.
 */
const SUMMARY = 0.6;
const SUMMARY_PAGE = /\/$|\/guide\/start\/(features|glossary)$/;
const isSummaryLine = (record: SearchRecord) => record.type !== "lvl1" && SUMMARY_PAGE.test(record.url_without_anchor);

/**
 * A migration guide maps many features in passing, a section each, and links to the page that
 * documents them (`SVG as React components` → the SVGR plugin): unless the query names the
 * guide's tool (`cra`, `vue cli`) or speaks of moving, its records weigh 0.6.
 */
const IN_PASSING = 0.6;
const MIGRATION_PAGE = /\/guide\/migration\/([^/#?]+)/;
const MOVING = /\b(migrat|upgrad|switch|mov)|迁移|升级|替换/;
/** Per migration guide's tool, whether a (normalized) query asks for the guide: it names the tool or speaks of moving. */
export function asksForGuide(phrase: string): (tool: string[]) => boolean {
  if (MOVING.test(phrase)) return () => true;
  const words = new Set(phrase.split(" "));
  return (tool) => tool.every((w) => words.has(w));
}

/**
 * What a record gains when the query quotes most of a message its heading quotes (a pasted error
 * line). Measured on the tuning sets: ×1.5 to ×4 each gained one to three English needs; past ×2
 * a Chinese held-out need lost its first place.
 */
const QUOTED = 2;

/** What a record holding one of the query's Chinese runs gains, per run. */
const RUN = 1.6;

/** The re-ranking tests of one query, built once and applied to each candidate record. */
export function ranker(query: string, weight?: (word: string) => number) {
  const phrase = normalize(query);
  // The title a query names, said among framing words: "change output file name" names output.filename.
  const subject = normalize(subjectOf(query));
  const inText = phrase.length > 1 ? phraseTest(phrase) : () => false;
  const runs = cjkRuns(query);
  const runsIn = runs.map(runTest);
  // An unseen compound's pairs (摇树 and 优化 of 摇树优化): a record holding some of them side by
  // side, and not the whole run, gains that share of a run's factor.
  const pairsIn = runs.map((run, i) => ({ whole: runsIn[i], pairs: unseenPairs(run).map(runTest) })).filter((r) => r.pairs.length);
  const forGuide = asksForGuide(phrase);
  const quoting = quotes(query);
  // Asked for each candidate page title the query names: the index is looked up once per word.
  const weights = new Map<string, number>();
  const weigh =
    weight &&
    ((word: string) => {
      let w = weights.get(word);
      if (w === undefined) weights.set(word, (w = weight(word)));
      return w;
    });
  return (record: SearchRecord, text: string, score: number) => {
    // Looked up once per record: a weak map's lookup, four times for each of 400 records, was a
    // tenth of a warm Chinese query in workerd.
    const names = namesOf(record);
    if (inText(text)) score *= record.type === "content" ? 1.5 : 3;
    if (inText(names.lower)) score *= 2;
    // Each run of the query a record holds (打包后, 白屏) raises it (×1.6), as doubling for each would
    // otherwise multiply past the other evidence (four runs made ×16).
    for (const inRun of runsIn) if (inRun(text)) score *= RUN;
    if (names.quoted.length && quoting(names.quoted)) score *= QUOTED;
    for (const { whole, pairs } of pairsIn)
      if (!whole(text)) score *= RUN ** (pairs.filter((inPair) => inPair(text)).length / pairs.length);
    score *=
      subject && subject !== phrase
        ? Math.max(titleFactor(phrase, record, weigh, names), titleFactor(subject, record, weigh, names))
        : titleFactor(phrase, record, weigh, names);
    const level = record.type === "content" ? 7 : Number(record.type.slice(3));
    const { passing, tool } = names;
    return score * (1 + (7 - level) * 0.15) * passing * (tool && !forGuide(tool) ? IN_PASSING : 1);
  };
}
