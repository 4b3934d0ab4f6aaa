/** Code blocks: fenced, with the language a highlighter left in a class or data attribute. */

const LANG_CLASS = /(?:^|\s)(?:language|lang|highlight-source|highlight)-([A-Za-z0-9_+#.-]+)/;
const NOT_LANGS = new Set(['', 'plaintext', 'none', 'text', 'nohighlight', 'no-highlight', 'source', 'js-file-line']);

function languageFrom(el: Element | null): string {
  if (!el) return '';
  const data = el.getAttribute('data-lang') ?? el.getAttribute('data-language');
  if (data) return data.trim();
  const cls = el.getAttribute('class') ?? '';
  const brush = /brush:\s*([A-Za-z0-9_+#-]+)/.exec(cls);
  if (brush) return brush[1] ?? '';
  const m = LANG_CLASS.exec(cls);
  return m?.[1] ?? '';
}

/** The language of a <pre>: on the pre, its <code>, or up to two wrapping elements. */
export function codeLanguage(pre: Element): string {
  const code = pre.querySelector('code');
  const candidates = [code, pre, pre.parentElement, pre.parentElement?.parentElement ?? null];
  for (const el of candidates) {
    const lang = languageFrom(el).toLowerCase();
    if (!NOT_LANGS.has(lang)) return lang;
  }
  return '';
}

/** The text of a <pre> as the page shows it: <br> becomes a newline, everything else is text. */
export function preText(pre: Element): string {
  if (!pre.querySelector('br')) return pre.textContent ?? '';
  let out = '';
  const walk = (node: Node): void => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) out += (child as Text).data;
      else if (child.nodeType === 1) {
        if ((child as Element).localName === 'br') out += '\n';
        else walk(child);
      }
    }
  };
  walk(pre);
  return out;
}

export function fencedCode(text: string, lang: string): string {
  const body = text.replace(/^\n/, '').trimEnd();
  if (body === '') return '';
  let longest = 2;
  for (const run of body.match(/^`{3,}/gm) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${body}\n${fence}`;
}
