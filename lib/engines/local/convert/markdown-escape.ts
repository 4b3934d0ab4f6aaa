/** Markdown escaping: only what could change the meaning of plain text, so output stays readable. */

/** Marks a hard line break inside an inline run until the run is finished. */
export const BR = '\uE000';

const INLINE_SPECIAL = /[\\`*[\]]|_(?=\W|$)|(?<=\W|^)_|<(?=[A-Za-z/!?])/g;

/** Escapes a text node's content (whitespace already collapsed). */
export function escapeText(text: string): string {
  return text.replace(INLINE_SPECIAL, (m) => '\\' + m);
}

const LINE_START = /^(\s*)(#{1,6}(?=\s|$)|>|[-+](?=\s)|=+\s*$|(\d+)([.)])(?=\s|$)|~~~|\|)/;

/** Escapes a line that would otherwise start a heading, quote, list item, setext underline or fence. */
export function escapeLineStart(line: string): string {
  const m = LINE_START.exec(line);
  if (!m) return line;
  const [, indent = '', token = '', digits, delimiter = '.'] = m;
  if (digits !== undefined) return indent + digits + '\\' + delimiter + line.slice(m[0].length);
  return indent + '\\' + token + line.slice(indent.length + token.length);
}

/**
 * Turns an inline run into finished markdown: collapse spaces, trim, escape line starts, and
 * render breaks: one <br> is a hard line break, a run of them a paragraph break.
 */
export function finishInline(run: string): string {
  const text = run.replace(/[ \t\n\r\f]+/g, ' ').trim();
  if (!text.includes(BR)) return escapeLineStart(text);
  let out = '';
  let gap = '';
  for (const raw of text.split(BR)) {
    const line = raw.trim();
    if (line === '') {
      if (gap) gap = '\n\n';
      continue;
    }
    out += gap + escapeLineStart(line);
    gap = '  \n';
  }
  return out;
}

/** A link or image destination, wrapped in <> when it holds spaces or unbalanced parentheses. */
export function formatDestination(url: string): string {
  if (url.startsWith('<') && url.endsWith('>')) return url;
  const safe = url.replace(/\s/g, (c) => encodeURIComponent(c));
  let depth = 0;
  for (const c of safe) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) break;
  }
  return depth === 0 ? safe : safe.replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'));
}

/** An inline code span whose fence is longer than any backtick run inside it. */
export function codeSpan(content: string): string {
  const text = content.replace(/[\r\n]+/g, ' ');
  if (text.trim() === '') return '';
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return fence + pad + text + pad + fence;
}

const LEADING_SPACES = /^[\s\uE000]*/;
const SPACE = /[\s\uE000]/;

/**
 * Splits off leading and trailing whitespace (and line-break marks): [lead, core, trail]. The end
 * is stepped back over character by character: a pattern anchored at the end is tried from every
 * space of every run, which is slow on long runs.
 */
export function splitSpaces(text: string): [string, string, string] {
  const lead = SPACE.test(text.charAt(0)) ? (LEADING_SPACES.exec(text)?.[0].length ?? 0) : 0;
  let end = text.length;
  while (end > lead && SPACE.test(text.charAt(end - 1))) end--;
  return lead === 0 && end === text.length
    ? ['', text, '']
    : [text.slice(0, lead), text.slice(lead, end), text.slice(end)];
}

/** Wraps trimmed content in an emphasis marker, keeping the surrounding spaces outside it. */
export function wrapInline(content: string, marker: string): string {
  const [lead, core, trail] = splitSpaces(content);
  if (core === '') return content;
  return lead + marker + core + marker + trail;
}
