// Packs a built MiniSearch index into the file format the worker revives cheaply
// (functions/search/packed.ts): nothing in it needs per-posting parsing or tree insertion at load.
import type MiniSearch from "minisearch";
import type { AsPlainObject } from "minisearch";
import SearchableMap from "minisearch/SearchableMap";
import { packFixed, packNumbers, WIDTH } from "../../functions/search/core/numbers.ts";
import { isCjk } from "../../functions/search/core/cjk.ts";
import type { PackedIndex } from "../../app/shared/search/types.ts";

/** A term's documents and counts per field, as MiniSearch serializes them. */
type TermData = AsPlainObject["index"][number][1];
/** A node of SearchableMap's radix tree: labels to child nodes, or "" to the term's number. */
type TreeNode = SearchableMap<number>["_tree"];

/** One term's postings: per field, its id, the count, then per document (gap << 1 | freq > 1) and the freq if > 1. */
function packPostings(fields: TermData): string {
  const out: number[] = [];
  for (const [fieldId, docs] of Object.entries(fields)) {
    const ids = Object.keys(docs).map(Number);
    out.push(Number(fieldId), ids.length);
    let previous = -1;
    for (const id of ids) {
      const freq = docs[id];
      out.push((id - previous - 1) * 2 + (freq > 1 ? 1 : 0));
      if (freq > 1) out.push(freq);
      previous = id;
    }
  }
  return packNumbers(out);
}

/**
 * The radix tree of the terms prefix and typo search can reach, in MiniSearch's own node and key
 * order (so results match a loaded index exactly). Chinese terms are single characters that
 * queries only look up exactly; left out, they no longer make the root a node of thousands of keys.
 * Preorder: a node is its key count, then per key the label and either the term's number
 * (label "", a leaf) or the child node.
 */
function packTree(terms: readonly string[]): PackedIndex["tree"] {
  const map = new SearchableMap<number>();
  terms.forEach((term, i) => {
    if (!isCjk(term)) map.set(term, i);
  });
  const out: PackedIndex["tree"] = [];
  const visit = (node: TreeNode) => {
    out.push(node.size);
    for (const [label, child] of node) {
      out.push(label);
      // Only leaves hold a value: the term's number.
      if (typeof child === "number") out.push(child);
      else visit(child);
    }
  };
  visit(map._tree);
  return out;
}

/** The packed form of an index built with documents numbered 0…n-1, all fields present. */
export function packIndex(mini: MiniSearch): PackedIndex {
  const js = mini.toJSON();
  const fields = Object.keys(js.fieldIds).length;
  const lengths = Object.entries(js.fieldLength).flatMap(([id, l], i) => {
    if (Number(id) !== i || js.documentIds[id] !== i || l.length !== fields)
      throw new Error(`search index: document ${id} is not packable`);
    return l;
  });
  if (js.dirtCount || js.nextId !== js.documentCount) throw new Error("search index: removed documents cannot be packed");
  const terms = js.index.map(([term]) => term);
  return {
    documentCount: js.documentCount,
    fieldIds: js.fieldIds,
    averageFieldLength: js.averageFieldLength,
    lengths: packFixed(lengths, WIDTH.fieldLength),
    terms,
    postings: js.index.map(([, data]) => packPostings(data)),
    tree: packTree(terms),
  };
}
