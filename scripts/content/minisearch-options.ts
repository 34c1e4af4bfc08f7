import type { Options } from "minisearch";
import { indexOptions } from "../../functions/search/core/fields.ts";

/** The build's indexer (MiniSearch, also the tests' reference): the index's fields and terms, no stored fields. */
export const miniSearchOptions: Options = { idField: "id", storeFields: [], ...indexOptions };
