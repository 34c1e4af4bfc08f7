// The app's JavaScript starts at the reader's first intent, not at load. The server's HTML is
// the whole page (it reads, links work, the theme is applied before paint by the head script),
// so on a phone the first paint no longer waits for ~95 KB of script, and the evaluation and
// hydration that would follow it never count as blocking time of a reader who only reads.
//
// Remix ends the body with a modulepreload link per script and a module script that imports
// them. Here the links are made inert (same nodes, so hydration still matches the document)
// and the module script's imports move into a function that `bootOnIntent` calls at the first
// intent, one module per task, all of them fetched at once. The module script stays inline,
// so the CSP's hash of it (functions/http/security-headers.ts) is of the text that runs.
import { INTENT_KEY } from "~/lib/skew";
import { storageKeys } from "~/lib/storage";
import { bootOnIntent } from "./boot-runtime.server";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT = /^import ("[^"]+");$/;
const NAMESPACE = /^import \* as (route\d+) from ("[^"]+");$/;
const ENTRY = /^import\(("[^"]+")\);$/;

/**
 * The module script's text, rewritten to import its modules when the reader first shows
 * intent. Undefined when a line is not of the forms Remix 2 writes (the document is then left alone).
 */
export function bootScript(text: string, hrefs: string[]): string | undefined {
  const steps: string[] = [];
  let entry: string | undefined;
  let build = "";
  for (const line of text.split("\n")) {
    const sideEffect = line.match(SIDE_EFFECT);
    const namespace = line.match(NAMESPACE);
    const dynamic = line.match(ENTRY);
    // One module graph per task, a turn of the event loop between them: evaluating all of
    // them (React DOM's ~130 KB, then each route) at once is one long task.
    if (sideEffect) {
      steps.push(`await import(${sideEffect[1]});await next();`);
      build ||= JSON.parse(sideEffect[1]);
    } else if (namespace) steps.push(`var ${namespace[1]}=await import(${namespace[2]});await next();`);
    else if (dynamic && entry === undefined) entry = dynamic[1];
    else if (line.startsWith("import")) return undefined;
    else if (line.trim()) steps.push(line);
  }
  if (entry === undefined || steps.length === 0) return undefined;
  const options = JSON.stringify({ hrefs, build, themeKey: storageKeys.themeAppearance, intentKey: INTENT_KEY });
  return [
    // wrangler's bundler keeps function names by wrapping them in its `__name` helper, which
    // the function's own text then calls: the document gets a stand-in that does nothing.
    "var __name=function(f){return f};",
    `(${bootOnIntent.toString()})(async function(loaded){`,
    "var next=function(){return new Promise(function(r){setTimeout(r)})};",
    ...steps,
    "loaded();",
    `await import(${entry});`,
    `},${options});`,
  ].join("\n");
}

/**
 * Rewrites the document Remix rendered so its scripts start at the reader's first intent:
 * the modulepreload links keep their place but preload nothing (rel="x-modulepreload"). A
 * document without Remix's module script, or with one of another form, is returned unchanged.
 */
export function bootOnIntentDocument(html: string): string {
  const boot = html.match(BOOT);
  if (!boot) return html;
  const hrefs = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const script = bootScript(boot[1], hrefs);
  if (script === undefined) return html;
  return html
    .replace(PRELOAD, (_, href: string) => `<link rel="x-modulepreload" href="${href}"/>`)
    .replace(BOOT, () => `<script type="module" async="">${script}</script>`);
}
