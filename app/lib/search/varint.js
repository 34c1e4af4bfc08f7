// Lists of small non-negative integers packed into text, shared by the build (which packs
// the index) and the worker (which unpacks it). Inside the index file's JSON such a list is
// one string: parsing it allocates nothing per number, and these 64 digits never need escaping.

const DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const MORE = 32;
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) VALUE[DIGITS.charCodeAt(i)] = i;

/**
 * Each number as 5-bit groups, lowest first; a digit of 32 or more says another group follows.
 * @param {number[]} numbers integers from 0 to 2^31 - 1
 */
export function packNumbers(numbers) {
  let out = "";
  for (const number of numbers) {
    if (!Number.isInteger(number) || number < 0 || number > 0x7fffffff) throw new RangeError(`cannot pack ${number}`);
    let n = number;
    while (n >= MORE) {
      out += DIGITS[MORE + (n & 31)];
      n >>>= 5;
    }
    out += DIGITS[n];
  }
  return out;
}

/**
 * The numbers of a packed string; a character outside the digits ends the list (a damaged
 * file gives fewer numbers, never an exception).
 * @param {string} text
 * @returns {number[]}
 */
export function unpackNumbers(text) {
  const out = [];
  let n = 0;
  let shift = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const digit = code < 128 ? VALUE[code] : -1;
    if (digit < 0) break;
    n += (digit & 31) * 2 ** shift;
    if (digit & MORE) {
      shift += 5;
    } else {
      out.push(n);
      n = 0;
      shift = 0;
    }
  }
  return out;
}
