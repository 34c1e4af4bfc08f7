import type { PackedIndex } from "~/shared/search/types";

/**
 * The Latin terms' radix tree, as the build's indexer laid it out: each node maps edge labels to
 * child nodes, and the empty label to the term's value. Keys keep the indexer's order, since
 * the order terms are visited in is the order their scores are summed and their documents met.
 */
export type Node<T> = Map<string, Node<T> | T>;

const LEAF = "";

/** The tree from its preorder form (scripts/content/search-pack.ts). */
export function reviveTree<T>(flat: PackedIndex["tree"], values: T[]): Node<T> {
  let at = 0;
  const node = (): Node<T> => {
    const map: Node<T> = new Map();
    for (let keys = Number(flat[at++]); keys > 0; keys--) {
      const label = String(flat[at++]);
      map.set(label, label === LEAF ? values[Number(flat[at++])] : node());
    }
    return map;
  };
  return node();
}

/** Every term under `node` (whose path spells `path`), each node's labels taken last first, a whole subtree before the next label. */
function collect<T>(node: Node<T>, path: string, out: [string, T][]): [string, T][] {
  const labels = [...node.keys()];
  for (let i = labels.length - 1; i >= 0; i--) {
    const child = node.get(labels[i])!;
    if (labels[i] === LEAF) out.push([path, child as T]);
    else collect(child as Node<T>, path + labels[i], out);
  }
  return out;
}

/** The terms starting with `prefix`, the term itself included, in the order the scoring visits them. */
export function withPrefix<T>(root: Node<T>, prefix: string): [string, T][] {
  let node = root;
  let rest = prefix;
  walk: while (rest) {
    for (const [label, child] of node) {
      if (label !== LEAF && rest.startsWith(label)) {
        node = child as Node<T>;
        rest = rest.slice(label.length);
        continue walk;
      }
    }
    // The prefix ends inside an edge: that edge's subtree, its label's remainder ahead of it.
    for (const [label, child] of node) {
      if (label !== LEAF && label.startsWith(rest)) return collect(child as Node<T>, prefix + label.slice(rest.length), []);
    }
    return [];
  }
  return collect(node, prefix, []);
}

/**
 * The terms within `max` edits (insertions, deletions, substitutions) of `word`, with their
 * distance, in the tree's order. One row of the edit table per character of the path walked;
 * a branch stops as soon as no cell of its row is within reach.
 */
export function withinEdits<T>(root: Node<T>, word: string, max: number): Map<string, [T, number]> {
  const found = new Map<string, [T, number]>();
  const width = word.length + 1;
  const rows = width + max;
  const table = new Uint8Array(rows * width).fill(max + 1);
  for (let j = 0; j < width; j++) table[j] = j;
  for (let i = 1; i < rows; i++) table[i * width] = i;
  const visit = (node: Node<T>, row: number, path: string) => {
    next: for (const [label, child] of node) {
      if (label === LEAF) {
        const distance = table[row * width - 1];
        if (distance <= max) found.set(path, [child as T, distance]);
        continue;
      }
      let i = row;
      // By UTF-16 unit, as the word is indexed.
      for (let k = 0; k < label.length; k++) {
        const char = label[k];
        const here = i * width;
        const above = here - width;
        let best = table[here];
        const to = Math.min(width - 1, i + max);
        for (let j = Math.max(0, i - max - 1); j < to; j++) {
          const cell = Math.min(table[above + j] + (char === word[j] ? 0 : 1), table[above + j + 1] + 1, table[here + j] + 1);
          table[here + j + 1] = cell;
          if (cell < best) best = cell;
        }
        if (best > max) continue next;
        i++;
      }
      visit(child as Node<T>, i, path + label);
    }
  };
  visit(root, 1, "");
  return found;
}
