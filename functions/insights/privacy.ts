import { MAX_COMMENT, MAX_STORED_QUERY } from "~/shared/insights/fields";

/** `Sec-GPC: 1` or `DNT: 1`: the reader asked not to be counted, so nothing is recorded. */
export function optedOut(headers: Headers): boolean {
  return headers.get("sec-gpc")?.trim() === "1" || headers.get("dnt")?.trim() === "1";
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}/i;
/** A run of 20+ letters, digits and token punctuation with digits in it: an API key, a hash, a JWT. */
const TOKEN = /[A-Za-z0-9_\-+/=.]{20,}/g;
const looksRandom = (word: string) => /\d/.test(word) && /[A-Za-z]/.test(word) && !/^[a-z][a-z.-]*\d{0,2}$/i.test(word);

/** Whether text carries something that looks like a secret or an address: such text is never stored. */
export function looksPersonal(text: string): boolean {
  if (EMAIL.test(text)) return true;
  return (text.match(TOKEN) ?? []).some(looksRandom);
}

/**
 * A search query as it is counted: lower case, whitespace collapsed, at most 100 characters;
 * null when nothing is left or it looks like a secret or an e-mail address.
 */
export function normalizeQuery(raw: string): string | null {
  const query = raw.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim().slice(0, MAX_STORED_QUERY).trim();
  if (!query || looksPersonal(query)) return null;
  return query;
}

/** A feedback comment as stored: trimmed, at most 500 characters, addresses and tokens blanked out. */
export function cleanComment(raw: string): string | null {
  const text = raw
    .replace(/\r\n?/g, "\n")
    .trim()
    .slice(0, MAX_COMMENT)
    .replace(new RegExp(EMAIL.source, "gi"), "[removed]")
    .replace(TOKEN, (word) => (looksRandom(word) ? "[removed]" : word));
  return text || null;
}
