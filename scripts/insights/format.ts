import type { QueryFigures, Summary } from "./summary.ts";

const clicks = (q: QueryFigures) => (q.clicks.length ? q.clicks.map(([p, n]) => `#${p}×${n}`).join(" ") : "-");
const queryLine = (q: QueryFigures) =>
  `  ${q.query.padEnd(32)} ${String(q.searches).padStart(5)} searched  ${String(q.noResult).padStart(4)} no result  ${String(q.openedNone).padStart(4)} opened none  ${String(q.agent).padStart(4)} by agents  opened: ${clicks(q)}`;
const section = (title: string, lines: string[]) => [``, title, ...(lines.length ? lines : ["  (none)"])];

/** The report as text, one section per question the issue asks. */
export function formatReport(s: Summary): string {
  const { reader, agent } = s.totals;
  return [
    `Insights from ${s.since} to ${s.until}`,
    `  readers: ${reader.searches} searches, ${reader.feedback} feedback answers`,
    `  agents:  ${agent.searches} searches, ${agent.feedback} feedback answers`,
    ...section("Most searched (English)", s.topQueries.en.map(queryLine)),
    ...section("Most searched (Chinese)", s.topQueries.zh.map(queryLine)),
    ...section(
      "Queries with no result",
      s.noResult.map((q) => `  [${q.lang}] ${q.query}: ${q.noResult} of ${q.searches}`),
    ),
    ...section(
      "Queries whose readers opened nothing",
      s.openedNothing.map((q) => `  [${q.lang}] ${q.query}: ${q.openedNone} of ${q.searches}`),
    ),
    ...section(
      'Pages with the most "No"',
      s.pagesWithNo.flatMap((p) => [
        `  ${p.path}: ${p.no} no, ${p.yes} yes; reasons: ${
          Object.entries(p.reasons)
            .map(([r, n]) => `${r} ${n}`)
            .join(", ") || "-"
        }`,
        ...p.comments.slice(-5).map((c) => `    "${c}"`),
      ]),
    ),
  ].join("\n");
}
