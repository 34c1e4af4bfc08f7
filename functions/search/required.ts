import type { Query, SearchOptions } from "./execute";
import { processTerm } from "./core/stem";
import { tokenize } from "./core/tokenize";

type Group = { queries: string[]; prefix?: SearchOptions["prefix"]; fuzzy?: SearchOptions["fuzzy"] };
type Flag = boolean | number | ((term: string, i: number, terms: string[]) => boolean | number);

/** A search option for one term: a function of the term, or the value. */
const optionFor = (flag: Flag | undefined, term: string, i: number, terms: string[]) =>
  typeof flag === "function" ? flag(term, i, terms) : flag;

/**
 * The index terms every result of an all-AND query holds: each group's words tokenized and
 * stemmed as the executor does, except terms that may also match by prefix or with a typo.
 */
export function requiredTerms(groups: Query[]): string[] {
  const out: string[] = [];
  for (const group of groups as Group[]) {
    for (const text of group.queries) {
      const terms = tokenize(text)
        .flatMap((t) => processTerm(t) || [])
        .filter((t): t is string => Boolean(t));
      terms.forEach((term, i) => {
        if (!optionFor(group.prefix as Flag, term, i, terms) && !optionFor(group.fuzzy as Flag, term, i, terms)) out.push(term);
      });
    }
  }
  return out;
}
