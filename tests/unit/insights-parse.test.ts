import { beforeAll, describe, expect, it } from "vitest";
import { setManifest } from "~/shared/content/manifest";
import { InsightError, parseFeedbackForm, parseSearchBeacon } from "../../functions/insights/parse";
import { fixturePages } from "../fixtures/pages";

beforeAll(() => setManifest({ buildId: "content1", siteUrl: "", pages: fixturePages }));

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const refused = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof InsightError ? error.status : "not an InsightError";
  }
  return "accepted";
};

describe("parseFeedbackForm", () => {
  it("reads a yes and a no with its reason and comment", () => {
    expect(parseFeedbackForm(form({ path: "/guide/start/", yes: "Yes" }))).toEqual({
      path: "/guide/start/",
      lang: "en",
      helpful: true,
      reason: null,
      comment: null,
      source: "reader",
    });
    expect(parseFeedbackForm(form({ path: "/zh/guide/start/", no: "提交", reason: "example", comment: "需要示例" }))).toMatchObject({
      lang: "zh",
      helpful: false,
      reason: "example",
      comment: "需要示例",
    });
  });

  it("refuses with a 400 what is not a feedback on a page", () => {
    const cases: Record<string, string>[] = [
      { path: "/guide/start/", yes: "Yes", website: "http://spam" },
      { path: "/nowhere", yes: "Yes" },
      { path: "/guide/start/" },
      { path: "/guide/start/", yes: "Yes", no: "Send" },
      { path: "/guide/start/", no: "Send", reason: "boring" },
      { path: "/guide/start/", yes: "Yes", reason: "wrong" },
      { path: "/guide/start/", no: "Send", comment: "x".repeat(501) },
    ];
    for (const fields of cases)
      expect(
        refused(() => parseFeedbackForm(form(fields))),
        JSON.stringify(fields),
      ).toBe(400);
  });
});

describe("parseSearchBeacon", () => {
  it("normalizes the query and keeps the hit count and the position opened", () => {
    expect(parseSearchBeacon(JSON.stringify({ q: " Dev  Server ", lang: "en", hits: 12, pos: 2 }))).toEqual({
      query: "dev server",
      lang: "en",
      hits: 12,
      position: 2,
      source: "reader",
    });
    expect(parseSearchBeacon(JSON.stringify({ q: "nothing", lang: "zh", hits: 0, pos: null }))?.position).toBeNull();
  });

  it("accepts but keeps nothing of a query that looks like a secret", () => {
    expect(parseSearchBeacon(JSON.stringify({ q: "me@example.com", lang: "en", hits: 0, pos: null }))).toBeNull();
  });

  it("refuses malformed beacons with a 400", () => {
    const bodies = [
      "not json",
      "[1]",
      JSON.stringify({ q: 1, lang: "en", hits: 0 }),
      JSON.stringify({ q: "a", lang: "fr", hits: 0 }),
      JSON.stringify({ q: "a", lang: "en", hits: -1 }),
      JSON.stringify({ q: "a", lang: "en", hits: 3, pos: 0 }),
      JSON.stringify({ q: "a", lang: "en", hits: 3, pos: 1.5 }),
      JSON.stringify({ q: "a".repeat(513), lang: "en", hits: 3 }),
    ];
    for (const body of bodies)
      expect(
        refused(() => parseSearchBeacon(body)),
        body,
      ).toBe(400);
  });
});
