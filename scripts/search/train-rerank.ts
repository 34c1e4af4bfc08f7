// Learns the weights of functions/search/rerank.ts from the tuning sets only (the tuning half of
// tests/fixtures/search-needs and the extra needs), never the held-out half or the independent
// sets: `tsx scripts/search/train-rerank.ts` rewrites functions/search/rerank-weights.json.
// A pairwise logistic regression: for each question, each answering page among the engine's
// first five against each other page; the place and score features are not regularised, so the
// model starts from the engine's order and only the long-question feature is held back.
import fs from "node:fs";
import { SearchEngine } from "../../functions/search/engine.ts";
import { firstPages, isLong, pageFeatures, type Weights } from "../../functions/search/rerank.ts";
import { fold } from "../../functions/search/core/fold.ts";
import { relativeUrl } from "../../app/lib/search/group.ts";
import type { IndexFile } from "../../app/shared/search/types.ts";
import { EXTRA_NEEDS_DIR, loadNeeds, needsIn } from "../bench/needs.ts";

const OUT = "functions/search/rerank-weights.json";
/** L2 weight on the standardised long-question feature, chosen by five-fold cross-validation (0.1 to 10 alike; 10 halved the gain). */
const L2 = 1;
const FREE = [true, true, false];

type Pair = { d: number[]; w: number };

function pairsOf(lang: "en" | "zh"): Pair[] {
  const data = JSON.parse(fs.readFileSync(`public/search/${lang}.json`, "utf8")) as IndexFile;
  const engine = new SearchEngine(data, lang);
  engine.weights = undefined;
  const needs = [...needsIn(loadNeeds(), lang, "tuning"), ...loadNeeds(EXTRA_NEEDS_DIR)[lang]];
  const pairs: Pair[] = [];
  for (const need of needs) {
    const hits = engine.search(need.q);
    if (!hits.length) continue;
    const long = isLong(fold(need.q.trim().toLowerCase())) ? 1 : 0;
    const pages = firstPages(hits).pages.map((list, place) => {
      const [rank, ratio, section] = pageFeatures(place, list[0].score, hits[0].score || 1, list[0].record.type);
      return { x: [rank, ratio, section * long], good: need.pages.includes(relativeUrl(list[0].record.url_without_anchor)) };
    });
    const good = pages.filter((p) => p.good);
    const bad = pages.filter((p) => !p.good);
    for (const g of good) for (const b of bad) pairs.push({ d: g.x.map((v, i) => v - b.x[i]), w: 1 / (good.length * bad.length) });
  }
  return pairs;
}

/** Newton's method on the weighted logistic loss of the pairs' differences, features standardised. */
function learn(pairs: Pair[]): number[] {
  const k = pairs[0].d.length;
  const mean = Array.from({ length: k }, (_, j) => pairs.reduce((a, p) => a + p.d[j], 0) / pairs.length);
  const sd = mean.map((m, j) => Math.sqrt(pairs.reduce((a, p) => a + (p.d[j] - m) ** 2, 0) / pairs.length) + 1e-9);
  const xs = pairs.map((p) => p.d.map((v, j) => v / sd[j]));
  let w = new Array<number>(k).fill(0);
  for (let step = 0; step < 50; step++) {
    const grad = w.map((v, j) => (FREE[j] ? 0 : 2 * L2 * v));
    const hess = w.map((_, i) => w.map((_, j) => (i === j && !FREE[j] ? 2 * L2 : 0)));
    xs.forEach((x, n) => {
      const margin = x.reduce((a, v, j) => a + v * w[j], 0);
      const p = 1 / (1 + Math.exp(margin));
      for (let i = 0; i < k; i++) {
        grad[i] -= pairs[n].w * p * x[i];
        for (let j = 0; j < k; j++) hess[i][j] += pairs[n].w * p * (1 - p) * x[i] * x[j];
      }
    });
    const delta = solve(hess, grad);
    w = w.map((v, j) => v - delta[j]);
    if (Math.max(...delta.map(Math.abs)) < 1e-9) break;
  }
  return w.map((v, j) => v / sd[j]);
}

/** Gaussian elimination with partial pivoting (three unknowns). */
function solve(a: number[][], b: number[]): number[] {
  const m = a.map((row, i) => [...row, b[i]]);
  const n = b.length;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = c + 1; r < n; r++) {
      const f = m[r][c] / m[c][c];
      for (let j = c; j <= n; j++) m[r][j] -= f * m[c][j];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) x[r] = (m[r][n] - m[r].slice(r + 1, n).reduce((a, v, j) => a + v * x[r + 1 + j], 0)) / m[r][r];
  return x;
}

// English only: on the Chinese tuning sets the model moved no write-up question (decision 0067's addendum).
const [rank, ratio, section] = learn(pairsOf("en"));
const round = (v: number) => Math.round(v * 1e4) / 1e4;
const model: Record<string, Weights> = { en: { rank: round(rank), ratio: round(ratio), section: round(section) } };
fs.writeFileSync(OUT, `${JSON.stringify(model, null, 2)}\n`);
console.log(OUT, model);
