import { readFixed, WIDTH } from "./core/numbers";
import type { IndexFile, SearchRecord } from "~/shared/search/types";

const LEVELS = ["lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;
/**
 * Expanded records kept at most; past that the store starts afresh. Above a language's record
 * count today (about 7,200; all of them expanded cost some 4 MB): with fewer kept, a run of
 * varied queries expanded the same records again and again, most of a warm query's time.
 */
const MAX_KEPT = 10000;

/**
 * The index file's records, expanded on demand. The file keeps each section's headings once,
 * every record's text in one string and the rest in fixed-width columns read in place, so
 * loading it decodes nothing.
 */
export class RecordStore {
  readonly size: number;
  // Expanded records and their lowercased text, kept: later queries re-rank the same records.
  private expanded: SearchRecord[] = [];
  private lowered: string[] = [];
  private kept = 0;
  private linkCounts?: Int32Array;
  /** Per section that only points to another page, that page's own record. */
  private pointers: Map<number, number>;

  constructor(
    private data: Pick<IndexFile, "pages" | "sections" | "records" | "text" | "site" | "pointers">,
    readonly lang: "en" | "zh",
  ) {
    this.size = Math.floor(data.records.level.length / WIDTH.level);
    this.pointers = new Map(data.pointers ?? []);
  }

  /** Where a record's text ends: where the next one's starts, or the end of all text. */
  private end(id: number) {
    return id + 1 < this.size ? readFixed(this.data.records.start, id + 1, WIDTH.start) : this.data.text.length;
  }

  record(id: number): SearchRecord {
    let record = this.expanded[id];
    if (!record) {
      // Kept for the next queries, but not without end: costly calls touch most records.
      if (++this.kept > MAX_KEPT) (this.expanded = []), (this.lowered = []), (this.kept = 1);
      record = this.expanded[id] = this.expand(id);
    }
    return record;
  }

  /** How many pages link to the record's page (0 for an index built without links). */
  links(id: number): number {
    // Kept per record (+1, so 0 is "not yet"): every hit of every query asks.
    this.linkCounts ??= new Int32Array(this.size);
    if (!this.linkCounts[id]) {
      const page = this.data.sections[readFixed(this.data.records.section, id, WIDTH.section)][0] as number;
      this.linkCounts[id] = (this.data.pages[page][3] ?? 0) + 1;
    }
    return this.linkCounts[id] - 1;
  }

  /** The own record of the page the record's section only points to, if it does. */
  pointer(id: number): number | undefined {
    return this.pointers.get(readFixed(this.data.records.section, id, WIDTH.section));
  }

  /** The record, without keeping it: for scans over every record (facet counts), which would otherwise fill memory. */
  peek(id: number): SearchRecord {
    return this.expanded[id] ?? this.expand(id);
  }

  /**
   * Expands and lowercases up to `count` records from `from`, as queries would, and returns
   * where to go on: done ahead of queries, the young records are not copied by a collection in
   * the middle of one.
   */
  prepare(from: number, count: number): number {
    const to = Math.min(this.size, from + count);
    for (let id = from; id < to; id++) this.lowerText(id);
    return to;
  }

  /** The record's title, headings and text, lowercased: what re-ranking looks for the query in. */
  lowerText(id: number): string {
    if (this.lowered[id] === undefined) {
      const { hierarchy: h, content } = this.record(id);
      this.lowered[id] = [h.lvl1, ...LEVELS.map((l) => h[l]), content].filter(Boolean).join(" ").toLowerCase();
    }
    return this.lowered[id];
  }

  private expand(id: number): SearchRecord {
    const { records, sections, pages, text } = this.data;
    const [page, anchor, ...headings] = sections[readFixed(records.section, id, WIDTH.section)];
    const [lvl0, lvl1, path] = pages[page];
    const url = (this.data.site ?? "") + path;
    const level = readFixed(records.level, id, WIDTH.level);
    const content = text.slice(readFixed(records.start, id, WIDTH.start), this.end(id));
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
