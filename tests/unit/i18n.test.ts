import { describe, expect, it } from "vitest";
import { catalog, serverOnlyPrefixes, stringIn } from "~/shared/i18n/catalog";
import { stringsFor } from "~/shared/i18n/strings.server";
import { sidebarFor } from "~/shared/config/sidebar";
import { rstackTools } from "~/lib/tools";

describe("UI strings", () => {
  it("English and Chinese have exactly the same keys", () => {
    expect(Object.keys(catalog.zh).sort()).toEqual(Object.keys(catalog.en).sort());
  });

  it("no string is empty", () => {
    for (const lang of ["en", "zh"] as const)
      for (const [key, value] of Object.entries(catalog[lang])) expect(value.trim(), `${lang} ${key}`).not.toBe("");
  });

  it("the browser gets its language's strings without the server-only ones", () => {
    const { lang, strings } = stringsFor("zh");
    expect(lang).toBe("zh");
    expect(strings["search.label"]).toBe(catalog.zh["search.label"]);
    expect(Object.keys(strings).filter((k) => serverOnlyPrefixes.some((p) => k.startsWith(p)))).toEqual([]);
    expect(Object.keys(strings).length).toBeLessThan(Object.keys(catalog.zh).length);
  });

  it("sidebar group titles and tool descriptions come from the strings", () => {
    const guide = sidebarFor("zh")["/guide/"][0];
    expect(typeof guide === "object" && "text" in guide && guide.text).toBe(stringIn("zh", "sidebar.group.start"));
    expect(rstackTools("en").find((tool) => tool.name === "Rspack")?.desc).toBe(catalog.en["tools.rspack"]);
    expect(rstackTools("zh").find((tool) => tool.name === "Rspack")?.desc).toBe(catalog.zh["tools.rspack"]);
  });
});
