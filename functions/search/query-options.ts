import { CJK } from "./core/cjk";
import { fieldBoost } from "./core/fields";

/** How the engine's queries search: fields weighed, prefix and typo tolerance for Latin terms only. */
export const defaultSearchOptions = {
  boost: fieldBoost,
  prefix: (term: string) => !CJK.test(term) && term.length > 1,
  // As the provider counts typos: one from four letters, two from eight (a fraction of the
  // length gave long words three, and a typo walk of the whole term tree costs with each one).
  fuzzy: (term: string): false | number => (CJK.test(term) || term.length < 4 ? false : term.length < 8 ? 1 : 2),
  combineWith: "AND",
};
