import type { IndexFile, SearchRecord } from "./types";
import { unpackNumbers } from "./varint.js";

const LEVELS = ["lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;

/**
 * The index file's records, expanded on demand. The file keeps each section's headings
 * once and every record's text in one string, so loading it allocates no per-record values.
 */
export class RecordStore {
  private section: Uint32Array;
  private level: Uint8Array;
  private start: Uint32Array;

  constructor(private data: Pick<IndexFile, "pages" | "sections" | "records" | "text">, readonly lang: "en" | "zh") {
    const n = unpackNumbers(data.records);
    const count = Math.floor(n.length / 3);
    this.section = new Uint32Array(count);
    this.level = new Uint8Array(count);
    this.start = new Uint32Array(count + 1);
    for (let i = 0, at = 0; i < count; i++) {
      this.section[i] = n[3 * i];
      this.level[i] = n[3 * i + 1];
      this.start[i] = at;
      at += n[3 * i + 2];
      this.start[i + 1] = at;
    }
  }

  get size() {
    return this.section.length;
  }

  record(id: number): SearchRecord {
    const [page, anchor, ...headings] = this.data.sections[this.section[id]];
    const [lvl0, lvl1, url] = this.data.pages[page];
    const level = this.level[id];
    const content = this.data.text.slice(this.start[id], this.start[id + 1]);
    const hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } as SearchRecord["hierarchy"];
    LEVELS.forEach((l, i) => (hierarchy[l] = headings[i] ?? null));
    return {
      objectID: `${this.lang}-${id}`,
      type: level === 0 ? "content" : (`lvl${level}` as SearchRecord["type"]),
      hierarchy,
      content: content || null,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor: anchor || null,
      lang: this.lang,
    };
  }
}
