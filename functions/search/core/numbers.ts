// Non-negative integers packed into text, shared by the build (which packs the index) and the
// worker (which reads it). Inside the index file's JSON such a list is one string: parsing it
// allocates nothing per number, and these 64 digits never need escaping.

const DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) VALUE[DIGITS.charCodeAt(i)] = i;
const MAX = 0x7fffffff;

/** Digits per number in the index file's fixed-width columns (up to 64^width - 1). */
export const WIDTH = { section: 3, level: 1, start: 4, fieldLength: 3 };

function check(number: number, limit = MAX): void {
  if (!Number.isInteger(number) || number < 0 || number > limit) throw new RangeError(`cannot pack ${number}`);
}

/**
 * Variable width: each number as 5-bit groups, lowest first; a digit of 32 or more says another
 * group follows. Small numbers take one character; read back in order with unpackNumbers.
 * Takes integers from 0 to 2^31 - 1.
 */
export function packNumbers(numbers: number[]): string {
  let out = "";
  for (const number of numbers) {
    check(number);
    let n = number;
    for (; n >= 32; n >>>= 5) out += DIGITS[32 + (n & 31)];
    out += DIGITS[n];
  }
  return out;
}

/**
 * The numbers of a packed string; a character outside the digits ends the list (a damaged
 * file gives fewer numbers, never an exception).
 */
export function unpackNumbers(text: string): number[] {
  const out: number[] = [];
  const reader = new NumberReader(text);
  for (let n = reader.next(); n >= 0; n = reader.next()) out.push(n);
  return out;
}

/** The numbers of a packed string one at a time, as unpackNumbers reads them; -1 past the end or at a damaged character. */
export class NumberReader {
  private at = 0;
  constructor(private text: string) {}
  next(): number {
    const { text } = this;
    for (let n = 0, shift = 0; this.at < text.length; ) {
      const code = text.charCodeAt(this.at++);
      const digit = code < 128 ? VALUE[code] : -1;
      if (digit < 0) return ((this.at = text.length), -1);
      n |= (digit & 31) << shift;
      if (digit < 32) return n >>> 0;
      shift += 5;
    }
    return -1;
  }
}

/**
 * Fixed width: each number in `width` digits (6 bits each, highest first), so the k-th
 * number is read in place with readFixed, with no decoding of the list at load.
 */
export function packFixed(numbers: number[], width: number): string {
  let out = "";
  for (const number of numbers) {
    check(number, 2 ** (6 * width) - 1);
    for (let d = width - 1; d >= 0; d--) out += DIGITS[Math.floor(number / 2 ** (6 * d)) % 64];
  }
  return out;
}

/** The k-th number of a fixed-width list; 0 past its end or for a damaged character. */
export function readFixed(text: string, k: number, width: number): number {
  let n = 0;
  for (let i = k * width, end = i + width; i < end; i++) {
    const code = text.charCodeAt(i);
    n = n * 64 + (code < 128 ? Math.max(0, VALUE[code]) : 0);
  }
  return n;
}
