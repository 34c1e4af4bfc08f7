import fs from "node:fs";
import path from "node:path";
import type { LANGS } from "../../app/shared/routing/locale.ts";

type Lang = (typeof LANGS)[number];

/** A reader's need: the query they typed, the page(s) that answer it, and the real question it came from. */
export interface Need {
  q: string;
  pages: string[];
  kind: "problem" | "feature";
  from: string;
  /** Where the original discussion is public (the independent set records it). */
  url?: string;
}
export type Needs = Record<Lang, Need[]>;
export type Half = "tuning" | "held-out";

/**
 * Needs gathered later for tuning only: never split by `halfOf` and never held out, so adding
 * them moves no need of the main set between halves.
 */
export const EXTRA_NEEDS_DIR = "tests/fixtures/search-needs-extra";

/**
 * A second set written apart from the engine's tuning, from other sources and by another
 * writer: never tuned on, only measured (its README says how to report it).
 */
export const INDEPENDENT_NEEDS_DIR = "tests/fixtures/search-independent";

/**
 * A third set, never tuned on either, written from yet other sources than the second (blog
 * posts, tutorials and Q&A pages rather than trackers), so that a gain the second set shows can
 * be checked on questions it did not shape.
 */
export const INDEPENDENT_POSTS_NEEDS_DIR = "tests/fixtures/search-independent-posts";

/** FNV-1a over the UTF-16 code units: stable across runs and machines, unlike Math.random. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Which half a need belongs to, fixed by its language and query alone: a need added later
 * lands in a half without moving any other, so the held-out half stays unseen while tuning.
 */
export function halfOf(lang: Lang, q: string): Half {
  return fnv1a(`${lang}:${q}`) % 2 === 0 ? "tuning" : "held-out";
}

/** Every `*.json` of the folder, merged per language (each file holds `{ en: Need[], zh: Need[] }`). */
export function loadNeeds(dir = "tests/fixtures/search-needs"): Needs {
  const out: Needs = { en: [], zh: [] };
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const part = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Partial<Needs>;
    for (const lang of ["en", "zh"] as const) out[lang].push(...(part[lang] ?? []));
  }
  return out;
}

/** The needs of one language in one half. */
export const needsIn = (needs: Needs, lang: Lang, half: Half): Need[] => needs[lang].filter((n) => halfOf(lang, n.q) === half);
