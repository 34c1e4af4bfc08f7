import { CJK, CJK_RUN } from "./cjk";

/** Traditional → simplified characters (built from OpenCC's table into the index file; see scripts/content/search-fold.ts). */
let foldMap = new Map<string, string>();

/** Sets the folding table: a string of pairs, each a traditional character then its simplified form. */
export function setFold(pairs: string | undefined): void {
  const chars = [...(pairs ?? "")];
  foldMap = new Map();
  for (let i = 0; i + 1 < chars.length; i += 2) foldMap.set(chars[i], chars[i + 1]);
}

/** Traditional Chinese characters made simplified, so 環境變量 finds 环境变量. */
export function fold(text: string): string {
  if (!foldMap.size || !CJK.test(text)) return text;
  return text.replace(CJK_RUN, (run) => [...run].map((c) => foldMap.get(c) ?? c).join(""));
}
