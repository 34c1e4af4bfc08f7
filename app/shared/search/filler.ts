// Words that say a reader has a problem, or how they ask, rather than what the problem is
// about: "less variables not applied", "tailwindcss 4 样式 不生效". Required like the subject, they
// drop the page that answers (which seldom says "not working") for one that happens to hold
// them. They are not required; the phrase boost still rewards a record holding the query as
// typed (an error message quoted whole).

const LATIN = new Set([
  "not",
  "no",
  "doesn",
  "doesnt",
  "dont",
  "didnt",
  "cannot",
  "cant",
  "won",
  "wont",
  "unable",
  "work",
  "works",
  "working",
  "worked",
  "error",
  "errors",
  "issue",
  "issues",
  "problem",
  "problems",
  "fail",
  "fails",
  "failed",
  "failing",
  "broken",
  "wrong",
  "instead",
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
]);

const CJK = new Set([
  "报错",
  "错",
  "不",
  "生效",
  "无效",
  "失效",
  "无法",
  "不能",
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
]);

/** A query word (lowercased Latin word, or a segment of Chinese) that only frames the question. */
export const isFiller = (word: string): boolean => LATIN.has(word.replace(/'/g, "")) || CJK.has(word);

/** Longest first, so 不生效 goes whole rather than leaving 不. */
const CJK_WORDS = [...CJK].filter((w) => w.length > 1).sort((a, b) => b.length - a.length);

/**
 * A run of Chinese with its filler words made spaces: the word segmenter may split 报错 into
 * 报 and 错, and 报 alone would be required. One-character fillers are left to the segments.
 */
export const withoutCjkFiller = (run: string): string => CJK_WORDS.reduce((text, w) => text.replaceAll(w, " "), run);
