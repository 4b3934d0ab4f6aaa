// A colour from a page reaches a style value only when it is a plain colour: hex, a named colour,
// or rgb()/hsl() with numbers. Nothing else (url(), var(), expression(), ;) gets through.
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NAMED = /^[a-z]{3,24}$/i;
const NUM = String.raw`-?\d{1,3}(?:\.\d+)?%?`;
const FUNC = new RegExp(
  String.raw`^(?:rgba?|hsla?)\(\s*${NUM}(?:deg)?(?:\s*[,\s]\s*${NUM}){2}(?:\s*[,/]\s*${NUM})?\s*\)$`,
  'i',
);

/** The colour, trimmed, if it is safe and valid to use as a CSS colour; undefined otherwise. */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const color = value.trim();
  if (!(HEX.test(color) || NAMED.test(color) || FUNC.test(color))) return undefined;
  // Where the browser can tell, it must also agree that this is a colour (rejects "banana").
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && !CSS.supports('color', color))
    return undefined;
  return color;
}
