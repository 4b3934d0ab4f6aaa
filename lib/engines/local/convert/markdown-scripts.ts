/**
 * Superscript and subscript as Unicode characters where every character has one: `10<sup>3</sup>`
 * is 10³, `H<sub>2</sub>O` is H₂O, `m<sup>-1</sup>` is m⁻¹. Markdown has no such mark, and the
 * plain text ("103", "H2O") changes what the number says. Anything else (an ordinal's "st", a
 * footnote's link or bracket) stays as its text, as before.
 */

/** Each character of `plain` to the mark at its place in `marks`. */
const marksFor = (plain: string, marks: string): ReadonlyMap<string, string> => {
  const drawn = [...marks];
  return new Map([...plain].map((ch, k) => [ch, drawn[k] ?? ch]));
};
const SUPERSCRIPT = marksFor('0123456789+-−=()ni', '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ⁿⁱ');
const SUBSCRIPT = marksFor('0123456789+-−=()', '₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎');
/** Longer than this is a phrase set small, not an exponent or an index. */
const MAX_LENGTH = 8;

/** The Unicode form of a `sup` or `sub` holding text alone, when each of its characters has one. */
export function scriptText(el: Element, tag: 'sup' | 'sub'): string | undefined {
  if (el.firstElementChild) return undefined;
  const text = (el.textContent ?? '').trim();
  if (text === '' || text.length > MAX_LENGTH) return undefined;
  const marks = tag === 'sup' ? SUPERSCRIPT : SUBSCRIPT;
  let out = '';
  for (const ch of text) {
    const mark = marks.get(ch);
    if (mark === undefined) return undefined;
    out += mark;
  }
  return out;
}
