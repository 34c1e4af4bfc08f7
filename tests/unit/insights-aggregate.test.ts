import { describe, expect, it } from "vitest";
import { aggregate, type Pending } from "../../functions/insights/aggregate";

const search = (
  query: string,
  extra: Partial<{ hits: number; position: number | null; source: "reader" | "agent"; day: string }> = {},
): Pending => ({
  kind: "search",
  day: extra.day ?? "2026-07-01",
  record: { query, lang: "en", hits: extra.hits ?? 1, position: extra.position ?? null, source: extra.source ?? "reader" },
});

describe("a window's records as rows", () => {
  it("adds up searches per day, language, query and source, and clicks per position", () => {
    const { searches, clicks, feedback } = aggregate([
      search("a"),
      search("a", { hits: 0 }),
      search("a", { position: 2 }),
      search("a", { position: 2 }),
      search("a", { source: "agent" }),
      search("a", { day: "2026-07-02", position: 1 }),
    ]);
    expect(feedback).toEqual([]);
    expect(searches.map(({ day, source, searches, noResult, openedNone }) => [day, source, searches, noResult, openedNone])).toEqual([
      ["2026-07-01", "reader", 4, 1, 2],
      // An agent opens nothing the server sees: never counted as having opened nothing.
      ["2026-07-01", "agent", 1, 0, 0],
      ["2026-07-02", "reader", 1, 0, 0],
    ]);
    expect(clicks.map(({ day, position, clicks }) => [day, position, clicks])).toEqual([
      ["2026-07-01", 2, 2],
      ["2026-07-02", 1, 1],
    ]);
  });

  it("keeps every feedback answer as its own row, in order", () => {
    const answer = { path: "/guide/start/", lang: "en", helpful: true, reason: null, comment: null, source: "reader" } as const;
    const pending: Pending[] = [
      { kind: "feedback", day: "2026-07-01", record: answer },
      search("b"),
      { kind: "feedback", day: "2026-07-01", record: { ...answer, helpful: false } },
    ];
    expect(aggregate(pending).feedback.map((f) => f.record.helpful)).toEqual([true, false]);
  });
});
