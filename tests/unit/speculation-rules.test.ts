import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { speculationRulesScript, themeChoiceScript } from "~/lib/head-scripts.server";
import { LANGUAGE_LINKS, speculationRules } from "~/lib/speculation-rules";
import { storageKeys } from "~/lib/storage";

type Rule = { where?: { selector_matches?: string }; urls?: string[]; eagerness?: string };

describe("speculation rules", () => {
  it("prerender the language links only, the menu's when it shows them or its button is pressed, the navbar's at hover", () => {
    const rules = JSON.parse(speculationRules()) as Record<string, Rule[]>;
    expect(Object.keys(rules)).toEqual(["prerender"]);
    // No list of URLs: nothing is fetched while the page only loads.
    expect(rules.prerender.every((r) => r.urls === undefined)).toBe(true);
    expect(rules.prerender.map((r) => [r.where?.selector_matches, r.eagerness])).toEqual([
      [LANGUAGE_LINKS.menu, "immediate"],
      [LANGUAGE_LINKS.pressed, "immediate"],
      [LANGUAGE_LINKS.navbar, "moderate"],
    ]);
    expect(speculationRulesScript).toBe(speculationRules());
  });
});

/** The head's theme script in a stand-in document: storage, the root's classes, a prerendering flag. */
function runThemeScript(stored: Record<string, string>, prerendering: boolean) {
  const classes = new Set(["light"]);
  const listeners: Record<string, () => void> = {};
  const document = {
    prerendering,
    documentElement: {
      classList: {
        contains: (c: string) => classes.has(c),
        add: (c: string) => classes.add(c),
        remove: (...cs: string[]) => cs.forEach((c) => classes.delete(c)),
      },
    },
    addEventListener: (type: string, f: () => void) => {
      listeners[type] = f;
    },
  };
  const localStorage = { getItem: (k: string) => stored[k] ?? null, setItem: (k: string, v: string) => (stored[k] = v) };
  vm.runInNewContext(themeChoiceScript, { document, localStorage });
  return { classes, listeners };
}

describe("the head's theme script", () => {
  it("applies the stored choice, and again when a prerendered page is shown", () => {
    const stored: Record<string, string> = {};
    const shown = runThemeScript(stored, false);
    expect(shown.listeners.prerenderingchange).toBeUndefined();

    const { classes, listeners } = runThemeScript(stored, true);
    expect([...classes]).toEqual(["light"]);
    // The reader chose dark on the page they were reading, after this one was prerendered.
    stored[storageKeys.themeAppearance] = "dark";
    listeners.prerenderingchange();
    expect([...classes]).toEqual(["dark"]);
  });
});
