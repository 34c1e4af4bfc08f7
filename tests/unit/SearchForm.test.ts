import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SearchForm } from "~/components/search/SearchForm";
import { MAX_QUERY_LENGTH } from "~/lib/search/settings";

// The one GET form of search without the app: the pre-app dialog's and the results page's.
const html = (props: Parameters<typeof SearchForm>[0]) => renderToStaticMarkup(createElement(SearchForm, props));
const attributes = (markup: string, tag: string) => markup.match(new RegExp(`<${tag}[^>]*>`))?.[0] ?? "";

describe("the search form without the app", () => {
  it("sends q by GET to the results page of the page's language, its box labelled", () => {
    const zh = html({ lang: "zh", inputId: "box" });
    expect(attributes(zh, "form")).toContain('method="get" action="/zh/search"');
    expect(attributes(html({ lang: "en", inputId: "box" }), "form")).toContain('action="/search"');
    expect(attributes(zh, "input")).toContain('name="q"');
    expect(attributes(zh, "input")).toContain(`maxLength="${MAX_QUERY_LENGTH}"`);
    expect(zh).toMatch(/<label for="box"[^>]*>[^<]+<\/label>/);
    expect(attributes(zh, "input")).toContain('id="box"');
  });

  it("shows the answered query again, cut to the box's limit, and a submit button when asked", () => {
    const page = html({ lang: "en", inputId: "q", query: `ssr${"x".repeat(100)}`, button: true });
    expect(attributes(page, "input")).toContain(`value="ssr${"x".repeat(MAX_QUERY_LENGTH - 3)}"`);
    expect(attributes(page, "button")).toContain('type="submit"');
    expect(html({ lang: "en", inputId: "q" })).not.toContain("<button");
  });

  it("turns the browser's own suggestions off only where results show as one types", () => {
    expect(attributes(html({ lang: "en", inputId: "q", live: true }), "input")).toContain('autoComplete="off"');
    expect(attributes(html({ lang: "en", inputId: "q" }), "input")).not.toContain("autoComplete");
  });

  it("is the only search form: the dialog and the results page both render it", () => {
    for (const file of ["app/components/search/pre-search-dialog.server.tsx", "app/components/search/SearchPage.tsx"]) {
      const source = readFileSync(fileURLToPath(new URL(`../../${file}`, import.meta.url)), "utf8");
      expect(source, file).toContain("<SearchForm ");
      expect(source, file).not.toContain("<form");
    }
  });
});
