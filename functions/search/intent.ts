import { isProblem } from "./core/filler";

// What kind of page a question asks for, beyond its words. A reader with a problem looks for the
// FAQ's answer. A reader writing a plugin asks for the plugin API, whose pages lack the words of
// what the plugin does ("compile .pug files with a custom plugin": the API says transform, not
// pug), while every listed plugin's page holds "plugin" in its title and the file types it
// handles, and won such questions.

/**
 * Words before "plugin" that make it the reader's own plugin rather than a named one: "a
 * plugin", "my own plugin", "自定义插件", "在插件中"; not "babel plugin", "postcss 插件". A
 * query starting with the word speaks of the reader's plugin too: "plugin transform only for
 * the node bundle", "插件 编译 pug 文件".
 */
const OWN = new Set(["a", "my", "own", "custom", "your", "our", "new"]);
const OWN_CJK = /(在|自定义|编写|开发|写|我的|自己的)$/;
/** The word, not a package name holding it (`@rsbuild/plugin-react`, `html-rspack-plugin`). */
const PLUGIN = /(?<![\w@/.-])plugins?(?![\w/-])|插件/g;
const CJK_END = /[\u3400-\u4dbf\u4e00-\u9fff]+$/;
const WORD_END = /[\w']+$/;

/** Whether a (lowercased) query speaks of a plugin the reader writes. */
export function writesPlugin(query: string): boolean {
  for (const m of query.matchAll(PLUGIN)) {
    const before = query.slice(0, m.index).trimEnd();
    if (!before) return true;
    const cjk = CJK_END.exec(before)?.[0];
    if (cjk ? OWN_CJK.test(cjk) : OWN.has(WORD_END.exec(before)?.[0] ?? "")) return true;
  }
  return false;
}

/**
 * Page kinds a question asks for: which queries, which pages (by path), and what their records
 * gain. The FAQ's ×1.5 was measured on the tuning half (round 5). For a plugin's author, the
 * plugin API (and the Chinese site's plugin guide) ×4 and the plugin list ×0.5, measured on both
 * sets (round 10): ×3 to ×8 moved the same Chinese needs, English ones up to ×4 and little past.
 */
const KINDS: { asks: (query: string) => boolean; pages: RegExp; factor: number }[] = [
  { asks: isProblem, pages: /\/guide\/faq\//, factor: 1.5 },
  { asks: writesPlugin, pages: /\/plugins\/dev\/|\/guide\/plugin\//, factor: 4 },
  { asks: writesPlugin, pages: /\/plugins\/list\//, factor: 0.5 },
];

/** For one (lowercased) query, what a record gains for the kind of its page (`url`): 1 for most. */
export function kindOf(query: string): (url: string) => number {
  const asked = KINDS.filter((k) => k.asks(query));
  if (!asked.length) return () => 1;
  return (url) => {
    let factor = 1;
    for (const k of asked) if (k.pages.test(url)) factor *= k.factor;
    return factor;
  };
}
