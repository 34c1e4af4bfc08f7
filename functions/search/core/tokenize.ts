import { CJK, CJK_RUN } from "./cjk";
import { fold } from "./fold";
import { piecesOf } from "./pieces";

/**
 * Latin words, with camelCase, dotted and versioned names also split into parts (output.distPath →
 * output, distpath, dist, path; IE11 → ie11, ie, 11): a reader typing the parts apart finds them.
 */
function latinTokens(text: string): string[] {
  const out: string[] = [];
  for (const word of text.match(/[A-Za-z0-9_$][A-Za-z0-9_$.-]*/g) ?? []) {
    const bare = word.replace(/[.-]+$/, "");
    const parts = bare.split(/[.\-_$]+/).filter(Boolean);
    out.push(bare.toLowerCase());
    for (const part of parts) {
      out.push(part.toLowerCase());
      for (const piece of piecesOf(part)) out.push(piece.toLowerCase());
    }
  }
  return out;
}

/**
 * Indexed Chinese text: single characters. Bigrams would find runs more precisely but
 * multiply the index (and its load time in a fresh isolate); adjacency is restored at
 * ranking time by the phrase boost.
 */
function cjkTokens(text: string): string[] {
  return (text.match(CJK_RUN) ?? []).flatMap((run) => [...run]);
}

export function tokenize(raw: string): string[] {
  const text = fold(raw);
  const tokens = latinTokens(text);
  if (CJK.test(text)) tokens.push(...cjkTokens(text));
  return [...new Set(tokens)];
}
