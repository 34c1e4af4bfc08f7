// Words that say a reader has a problem, or how they ask, rather than what the problem is
// about: "less variables not applied", "tailwindcss 4 样式 不生效". Required like the subject, they
// drop the page that answers (which seldom says "not working") for one that happens to hold
// them. They are not required; the phrase boost still rewards a record holding the query as
// typed (an error message quoted whole).
//
// Each word is written once, in one of three lists: words that say something went wrong and
// only frame the question (filler and a problem), words that only frame it (filler), and
// symptoms, which say something went wrong but are a subject too (404, undefined, 白屏).

/** Filler and a problem: "not working", "error", 报错. */
const WENT_WRONG = {
  latin: [
    "not",
    "no",
    "doesnt",
    "dont",
    "cannot",
    "cant",
    "wont",
    "unable",
    "error",
    "errors",
    "fail",
    "fails",
    "failed",
    "failing",
    "broken",
    "wrong",
    "instead",
    "ignored",
  ],
  cjk: ["报错", "失效", "无效", "无法", "不能"],
};

/** Filler only: how a question is asked. */
const FRAMING = {
  latin: [
    "doesn",
    "didnt",
    "won",
    "work",
    "works",
    "working",
    "worked",
    "issue",
    "issues",
    "problem",
    "problems",
    "equivalent",
    "alternative",
    "applied",
    "apply",
    "effect",
    "properly",
    "correctly",
    "anymore",
    "still",
    "after",
    "get",
    "getting",
    "got",
    "expected",
    "set",
    "change",
    "make",
    "configure",
    "way",
    "should",
    "help",
    "please",
    "possible",
    "does",
    "did",
    "there",
    "any",
    "which",
    "where",
    "this",
    "that",
    "too",
    "much",
    "very",
    "really",
    "uses",
    "used",
    "every",
    "always",
    "sometimes",
    // The bundler's "Can't resolve './x'": the module named is the subject; as a word of the
    // query, "resolve" matched the titles of the resolve.* options, where it is rare.
    "resolve",
    "resolved",
  ],
  cjk: [
    "错",
    "不",
    "生效",
    "没有",
    "没",
    "怎么",
    "怎样",
    "如何",
    "为什么",
    "为何",
    "问题",
    "出现",
    "一直",
    "请问",
    "吗",
    "呢",
    "啊",
    "能否",
    "是否",
    "可以",
    "能",
    "会",
    "使用",
    "设置",
    "修改",
    "添加",
    "配置",
    "支持",
    "实现",
    "后",
    "时",
    "中",
    "怎么办",
    "一下",
    "有没有",
    "办法",
    "时候",
    "什么",
    "能不能",
    "可不可以",
    "是不是",
    "遇到",
    "碰到",
    "请教",
    "求助",
    "哪里",
    "哪些",
    "总是",
    "老是",
  ],
};

/** Problems only: symptoms, which are also what a page about them says. */
const SYMPTOMS = {
  latin: ["missing", "undefined", "blank", "404", "stops", "lost", "white", "crash", "crashes", "occupied", "stuck"],
  cjk: ["错误", "不生效", "失败", "白屏", "空白", "丢失", "找不到", "不显示", "不对", "不了"],
};

const LATIN = new Set([...WENT_WRONG.latin, ...FRAMING.latin]);
const CJK = new Set([...WENT_WRONG.cjk, ...FRAMING.cjk]);

/** A query word (lowercased Latin word, or a segment of Chinese) that only frames the question. */
export const isFiller = (word: string): boolean => LATIN.has(word.replace(/'/g, "")) || CJK.has(word);

/** Longest first, so 不生效 goes whole rather than leaving 不. */
const CJK_WORDS = [...CJK].filter((w) => w.length > 1).sort((a, b) => b.length - a.length);

/**
 * A run of Chinese with its filler words made spaces: the word segmenter may split 报错 into
 * 报 and 错, and 报 alone would be required. One-character fillers are left to the segments.
 */
export const withoutCjkFiller = (run: string): string => CJK_WORDS.reduce((text, w) => text.replaceAll(w, " "), run);

// A query saying something went wrong asks what a FAQ page answers ("hmr stops after a syntax
// error", "打包后 白屏"), more often than the guide of the subject.
const LATIN_PROBLEM = new Set([...WENT_WRONG.latin, ...SYMPTOMS.latin]);
const CJK_PROBLEM = [...WENT_WRONG.cjk, ...SYMPTOMS.cjk];

/** Whether a query says something went wrong (lowercased, apostrophes kept or not). */
export const isProblem = (query: string): boolean =>
  (query.replace(/(\w)'(\w)/g, "$1$2").match(/[a-z0-9]+/g) ?? []).some((w) => LATIN_PROBLEM.has(w)) ||
  CJK_PROBLEM.some((w) => query.includes(w));
