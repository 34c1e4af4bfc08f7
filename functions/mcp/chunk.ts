/** The characters of a page one `read_page` answer holds at most. */
export const CHUNK_SIZE = 12_000;

export interface Chunk {
  text: string;
  offset: number;
  /** Where the next chunk starts; null on the last one. */
  nextOffset: number | null;
  totalLength: number;
}

/**
 * The part of `text` from `offset`, at most `size` characters, ending at a paragraph break
 * (else a line break) in its second half, so an agent paging through never gets half a line.
 * An offset past the end gives an empty last chunk.
 */
export function chunkAt(text: string, offset: number, size = CHUNK_SIZE): Chunk {
  const start = Math.min(Math.max(0, Math.floor(offset)), text.length);
  let end = Math.min(text.length, start + size);
  if (end < text.length) {
    const window = text.slice(start, end);
    const half = Math.floor(size / 2);
    const paragraph = window.lastIndexOf("\n\n");
    const line = window.lastIndexOf("\n");
    if (paragraph >= half) end = start + paragraph + 2;
    else if (line >= half) end = start + line + 1;
    // A hard cut never splits a character outside the Basic Multilingual Plane.
    else if (/[\uD800-\uDBFF]/.test(text[end - 1])) end--;
  }
  return { text: text.slice(start, end), offset: start, nextOffset: end < text.length ? end : null, totalLength: text.length };
}
