import type { Lang } from "../../app/shared/config/types.ts";
import { stringIn } from "../../app/shared/i18n/catalog.ts";
import { type VersionInfo, type VersionKind, versionOf } from "../../app/shared/content/versions.ts";

/** Which names a page's headings and table rows stand for: config options under the page's option, or one kind of API name. */
export interface VersionScope {
  kind: VersionKind;
  /** The page's config option ("dev.client"); sub-option headings are read below it. */
  option?: string;
  /** A prefix the page writes before names of its kind ("api." for `api.transform`). */
  strip?: string;
  /** Sections, by their heading's id, whose headings and rows name another kind (the hooks page's environment context). */
  sections?: Record<string, VersionKind>;
}

/** API pages and the kind of name their headings are, by path below the language folder. */
const API_PAGES: Record<string, Omit<VersionScope, "option">> = {
  "plugins/dev/index.mdx": { kind: "plugin" },
  "plugins/dev/core.mdx": { kind: "api", strip: "api." },
  "plugins/dev/hooks.mdx": { kind: "api", strip: "api.", sections: { "environment-context": "environment" } },
  "api/javascript-api/instance.mdx": { kind: "instance", strip: "rsbuild." },
  "api/javascript-api/dev-server-api.mdx": { kind: "server" },
  // Its `context` table lists the environment context's fields, as the hooks page does.
  "api/javascript-api/environment-api.mdx": { kind: "environment", sections: { context: "environment" } },
  "api/javascript-api/core.mdx": { kind: "export" },
  "guide/basic/cli.mdx": { kind: "cli" },
};

/** The scope of a page from its path below the language folder and its `option` frontmatter; null: no versioned names. */
export function scopeOf(page: string, option: unknown): VersionScope | null {
  if (typeof option === "string" && page.startsWith("config/")) return { kind: "config", option };
  const plugin = /^plugins\/list\/(plugin-[\w-]+)\.mdx$/.exec(page);
  if (plugin) return { kind: `@rsbuild/${plugin[1] as `plugin-${string}`}` };
  return API_PAGES[page] ?? null;
}

/** One badge: what happened and its text in the page's language. */
export interface VersionBadge {
  event: keyof VersionInfo;
  text: string;
}

const EVENTS: (keyof VersionInfo)[] = ["added", "deprecated", "removed"];
const IDENTIFIER = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

export function badgesOf(info: VersionInfo | undefined, lang: Lang): VersionBadge[] {
  if (!info) return [];
  return EVENTS.flatMap((event) => {
    const version = info[event];
    return version ? [{ event, text: stringIn(lang, `version.${event}`).replace("{version}", version) }] : [];
  });
}

const LANGS: Lang[] = ["en", "zh"];
const BADGE_TEXT = new RegExp(
  `^(${LANGS.flatMap((lang) => EVENTS.map((e) => stringIn(lang, `version.${e}`).replace("{version}", "\\d+\\.\\d+\\.\\d+"))).join("|")})$`,
);

/** Whether a text is a version badge in either language ("Added in 1.5.13", "1.5.13 新增"). */
export const isBadgeText = (text: string) => BADGE_TEXT.test(text);

/**
 * Reads a page's headings and table rows in document order and says which versioned name each
 * stands for. The HTML step and the Markdown twin both feed it, so they badge the same places.
 * A heading or a row's first cell names an option when its text is an identifier: below the
 * page's option, or below the nearest heading above it that names one ("overlay" → "runtime").
 */
export class VersionMatcher {
  private names: { depth: number; name: string }[] = [];
  /** The section that names another kind, until a heading as high as its own. */
  private section: { depth: number; kind: VersionKind } | null = null;
  /** Every name badged, to check the pages against the data. */
  readonly found: string[] = [];
  /** The kind and candidates of every heading and row read as a name, to check that the data knows each documented name. */
  readonly asked: { kind: VersionKind; candidates: string[] }[] = [];

  constructor(
    private scope: VersionScope,
    private lang: Lang,
  ) {}

  /** The first candidate the data versions, with its badges; else the first candidate and none. */
  private get kind(): VersionKind {
    return this.section?.kind ?? this.scope.kind;
  }

  private lookup(candidates: string[]): { name: string; badges: VersionBadge[] } {
    this.asked.push({ kind: this.kind, candidates });
    for (const name of candidates) {
      const badges = badgesOf(this.infoOf(name), this.lang);
      if (badges.length) {
        this.found.push(name);
        return { name, badges };
      }
    }
    return { name: candidates[0], badges: [] };
  }

  /** A sub-option's history, unless it only repeats the page option's badge (shown once, by the title). */
  private infoOf(name: string): VersionInfo | undefined {
    const info = versionOf(this.kind, name);
    const option = this.section ? undefined : this.scope.option;
    if (!option || name === option || !info) return info;
    const page = versionOf(this.kind, option);
    return page && JSON.stringify(page) === JSON.stringify(info) ? undefined : info;
  }

  /** Candidate names for an identifier, innermost first ("keep" on the output.cleanDistPath page → output.cleanDistPath.keep). */
  private candidates(text: string): string[] {
    const { strip } = this.scope;
    const option = this.section ? undefined : this.scope.option;
    const name = strip && text.startsWith(strip) ? text.slice(strip.length) : text;
    if (option) {
      if (name === option || name.startsWith(`${option}.`)) return [name];
      const last = option.slice(option.lastIndexOf(".") + 1);
      if (name.startsWith(`${last}.`)) return [`${option}${name.slice(last.length)}`];
    }
    const parents = this.names.map((n) => n.name).reverse();
    return [...parents.map((p) => `${p}.${name}`), option ? `${option}.${name}` : name];
  }

  /** A heading, with its id when it has one: an id in the scope's sections starts that section. */
  heading(depth: number, raw: string, id?: string): VersionBadge[] {
    const text = raw.replace(/`/g, "").trim();
    this.names = this.names.filter((n) => n.depth < depth);
    if (this.section && depth <= this.section.depth) this.section = null;
    const section = id ? this.scope.sections?.[id] : undefined;
    if (section) {
      this.section = { depth, kind: section };
      return [];
    }
    if (this.kind === "cli") return /^rsbuild [\w-]+$/.test(text) ? this.lookup([text]).badges : [];
    if (!IDENTIFIER.test(text)) return [];
    const { name, badges } = this.lookup(this.candidates(text));
    // Prose headings ("Options", "Examples") start with a capital; option names do not.
    if (/^[a-z$_]/.test(text)) this.names.push({ depth, name });
    return badges;
  }

  /** A table row by the inline code that opens its first cell (`stackTrace`, `-o, --open [url]`, `importModule(request)`). */
  row(code: string): VersionBadge[] {
    if (this.kind === "cli") return [...code.matchAll(/--[\w-]+/g)].flatMap((m) => this.lookup([m[0]]).badges);
    const text = code.trim().replace(/^([\w$.]+)\(.*\)$/, "$1");
    return IDENTIFIER.test(text) ? this.lookup(this.candidates(text)).badges : [];
  }
}
