/**
 * Letters and digits, for names and titles compared by their words. Text in plain ASCII (most of
 * it) is read with an ASCII pattern, where letters and digits are a-z and 0-9 once lowercased: the
 * Unicode letter tables, slow to build on a page's first conversion, are built only for text that
 * needs them. Both roads give the same answer.
 */
const ASCII = /^[\0-\x7f]*$/;

/** The letters and digits of lowercased text, run together ("cbs news" gives "cbsnews"). */
export const lettersAndDigits = (lower: string): string =>
  ASCII.test(lower) ? lower.replace(/[^a-z0-9]+/g, '') : lower.replace(/[^\p{L}\p{N}]+/gu, '');

/** The words (runs of letters and digits) of lowercased text. */
export const wordsOf = (lower: string): string[] =>
  (ASCII.test(lower) ? lower.match(/[a-z0-9]+/g) : lower.match(/[\p{L}\p{N}]+/gu)) ?? [];
