import { processTerm } from "./stem";
import { tokenize } from "./tokenize";

/**
 * Fields a record is searched in; the page title and headings weigh more than body text, and
 * the names in the code after a record (`code`) less: an example shows them, the text explains.
 * `words`, on a page's own record only, holds the readers' words for the page (content/…/words.json).
 */
export const searchFields: string[] = ["title", "headings", "content", "code", "words"];

/** Each field's weight in a record's text score; a new field is listed here and in `searchFields`. */
export const fieldBoost: Record<string, number> = { title: 4, headings: 2, content: 1, code: 0.1, words: 1.5 };

/** How the index is built and queried: its fields in their ids' order, and how texts become terms. */
export const indexOptions = { fields: searchFields, tokenize, processTerm };
