/**
 * Math to markdown: MathJax 2 (`script[type^=math/tex]`), MathJax 3 (`mjx-container`), KaTeX
 * (`.katex` with its TeX annotation), Wikipedia's MathML + fallback image, and plain MathML.
 * Inline math becomes `$...$`, display math `$$...$$`.
 */

export interface MathResult {
  tex: string;
  display: boolean;
}

/** Elements whose content is only a rendering of math whose source sits elsewhere: skip them. */
export function isMathRendering(el: Element): boolean {
  const cls = el.getAttribute('class');
  // Each class pattern is read only where its word is: most pages have no math, and a pattern is
  // compiled the first time it is read.
  if (!cls?.includes('MathJax')) return false;
  if (
    /(?:^|\s)(?:MathJax_Preview|MathJax_CHTML|MathJax_SVG|MathJax_SVG_Display|MathJax_Display|MathJax|MathJax_MathML)(?:\s|$)/.test(
      cls,
    )
  ) {
    // MathJax 2 renders next to the script holding the TeX; keep the rendering if that script is gone.
    return hasTexScriptAfter(el);
  }
  return false;
}

function hasTexScriptAfter(el: Element): boolean {
  for (let next = el.nextElementSibling; next; next = next.nextElementSibling) {
    if (next.localName === 'script') return /^math\/tex/i.test(next.getAttribute('type') ?? '');
    if (!isMathJaxClass(next)) return false;
  }
  return false;
}

function isMathJaxClass(el: Element): boolean {
  return /(?:^|\s)MathJax/.test(el.getAttribute('class') ?? '');
}

/** Returns the math an element stands for, or null when it is not a math element. */
export function mathOf(el: Element): MathResult | null {
  const tag = el.localName;
  if (tag === 'script') {
    const type = el.getAttribute('type') ?? '';
    if (!/^math\/tex/i.test(type)) return null;
    return { tex: (el.textContent ?? '').trim(), display: /mode\s*=\s*display/i.test(type) };
  }
  if (tag === 'math') return fromMathML(el, el.getAttribute('display') === 'block');
  if (tag === 'mjx-container') {
    const math = el.querySelector('math');
    const display = el.getAttribute('display') === 'true' || el.getAttribute('display') === 'block';
    const latex = el.getAttribute('data-latex') ?? el.getAttribute('aria-label');
    if (math) return fromMathML(math, display);
    return latex ? { tex: latex.trim(), display } : null;
  }
  const cls = el.getAttribute('class');
  if (!cls) return null;
  if (cls.includes('katex') && /(?:^|\s)katex(?:-display)?(?:\s|$)/.test(cls)) {
    const annotation = el.querySelector('annotation[encoding="application/x-tex"]');
    if (!annotation) return null;
    const display =
      /(?:^|\s)katex-display(?:\s|$)/.test(cls) || el.parentElement?.classList.contains('katex-display') === true;
    return { tex: (annotation.textContent ?? '').trim(), display };
  }
  if (cls.includes('mwe-math-element') && /(?:^|\s)mwe-math-element(?:\s|$)/.test(cls)) {
    const math = el.querySelector('math');
    const display = el.querySelector('.mwe-math-mathml-display, .mwe-math-fallback-image-display') !== null;
    if (math) return fromMathML(math, display);
    const img = el.querySelector('img[alt]');
    return img ? { tex: stripDisplayStyle(img.getAttribute('alt') ?? ''), display } : null;
  }
  return null;
}

function fromMathML(math: Element, display: boolean): MathResult {
  const annotation = math.querySelector('annotation[encoding="application/x-tex"], annotation[encoding="TeX"]');
  const tex = annotation?.textContent ?? math.getAttribute('alttext') ?? math.textContent ?? '';
  return { tex: stripDisplayStyle(tex), display: display || math.getAttribute('display') === 'block' };
}

const DISPLAY_STYLE = /^\{\\(?:displaystyle|textstyle)/;

/** Wikipedia wraps TeX in `{\displaystyle ...}`; the wrapper says nothing in markdown. */
function stripDisplayStyle(tex: string): string {
  const t = tex.trim();
  const opening = DISPLAY_STYLE.exec(t);
  return opening && t.endsWith('}') && t.length > opening[0].length ? t.slice(opening[0].length, -1).trim() : t;
}

export function mathToMarkdown({ tex, display }: MathResult): string {
  if (tex === '') return '';
  return display ? `$$\n${tex}\n$$` : `$${tex}$`;
}
