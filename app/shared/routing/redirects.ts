/** One rule of spec 2.5: a regular expression over the path and its replacement. */
export interface RedirectRule {
  from: string;
  to: string;
}

export const redirectRules: RedirectRule[] = [
  { from: "^(/zh)?/config/source/alias$", to: "$1/config/resolve/alias" },
  { from: "^(/zh)?/config/source/alias-strategy$", to: "$1/config/resolve/alias-strategy" },
  { from: "^(/zh)?/plugins/list/plugin-assets-retry$", to: "https://github.com/rspack-contrib/rsbuild-plugin-assets-retry" },
  { from: "^(/zh)?/guide/basic/(css-usage|css-modules|tailwindcss|tailwindcss-v3|unocss)$", to: "$1/guide/styling/$2" },
  { from: "^(/zh)?/guide/basic/configure-(rspack|rsbuild|swc)$", to: "$1/guide/configuration/$2" },
];

interface Compiled {
  pattern: RegExp;
  to: string;
}

/** Compiles rules once; an invalid pattern is reported and skipped, never thrown. */
export function compileRedirects(rules: RedirectRule[], warn: (msg: string) => void = console.warn): Compiled[] {
  const compiled: Compiled[] = [];
  for (const rule of rules) {
    try {
      compiled.push({ pattern: new RegExp(rule.from), to: rule.to });
    } catch (error) {
      warn(`[redirects] skipping invalid pattern ${JSON.stringify(rule.from)}: ${(error as Error).message}`);
    }
  }
  return compiled;
}

const defaultRules = compileRedirects(redirectRules);

/** The redirect target for a clean path (trailing slash ignored), or undefined. */
export function findRedirect(path: string, rules: Compiled[] = defaultRules): string | undefined {
  const bare = path.length > 1 ? path.replace(/\/$/, "") : path;
  for (const { pattern, to } of rules) {
    if (pattern.test(bare)) return bare.replace(pattern, to);
  }
  return undefined;
}
