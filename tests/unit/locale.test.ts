import { describe, expect, it } from "vitest";
import { homePath, htmlLang, localeFromPath, negotiateLocale, stripLocale, withLocale } from "~/shared/routing/locale";
import { createTwins, twinKey } from "~/shared/routing/twins";
import { fixturePages } from "../fixtures/pages";

describe("locale of a path", () => {
  it.each([
    ["/", "en"],
    ["/guide/start/", "en"],
    ["/zh", "zh"],
    ["/zh/", "zh"],
    ["/zh/guide/", "zh"],
    ["/zhx/guide", "en"],
  ])("%s is %s", (path, lang) => expect(localeFromPath(path)).toBe(lang));

  it("strips and applies the prefix", () => {
    expect(stripLocale("/zh/guide/start/")).toBe("/guide/start/");
    expect(stripLocale("/zh")).toBe("/");
    expect(withLocale("/guide/", "zh")).toBe("/zh/guide/");
    expect(withLocale("/guide/", "en")).toBe("/guide/");
    expect(homePath("zh")).toBe("/zh/");
    expect(htmlLang("zh")).toBe("zh-CN");
  });
});

describe("Accept-Language negotiation", () => {
  it.each([
    ["zh-CN,zh;q=0.9,en;q=0.8", "zh"],
    ["en-US,en;q=0.9,zh;q=0.8", "en"],
    ["fr-FR,fr;q=0.9,zh-TW;q=0.5", "zh"],
    ["fr-FR, de;q=0.5", undefined],
    ["en;q=0.2, zh;q=0.7", "zh"],
    ["zh;q=0, en", "en"],
    ["*", undefined],
    ["", undefined],
    [";;;,,,q=", undefined],
    ["ZH-hans", "zh"],
  ])("%j → %s", (header, lang) => expect(negotiateLocale(header)).toBe(lang));

  it("copes with an absurdly long header", () => {
    expect(negotiateLocale(`zh,${"x-y;q=0.1,".repeat(10000)}`)).toBe("zh");
  });
});

describe("language twins", () => {
  const twinOf = createTwins(fixturePages);
  it("pairs pages by path", () => {
    expect(twinOf({ routePath: "/guide/start/" }, "zh")?.routePath).toBe("/zh/guide/start/");
    expect(twinOf({ routePath: "/zh/" }, "en")?.routePath).toBe("/");
  });
  it("pairs Chinese camelCase route data with English kebab-case", () => {
    expect(twinKey("/zh/config/logLevel")).toBe(twinKey("/config/log-level"));
    expect(twinOf({ routePath: "/config/log-level" }, "zh")?.routePath).toBe("/zh/config/logLevel");
    expect(twinOf({ routePath: "/zh/config/moduleFederation/options" }, "en")?.routePath).toBe("/config/module-federation/options");
  });
  it("has no twin for an untranslated page", () => {
    expect(twinOf({ routePath: "/guide/only-english" }, "zh")).toBeUndefined();
  });
});
