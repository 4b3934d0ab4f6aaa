import type { Page } from 'playwright-core';

/** The widths every page is drawn at: the side panel's narrowest, its usual, and a desktop window. */
export const LAYOUT_WIDTHS = [320, 400, 1280] as const;
export const LAYOUT_SCHEMES = ['light', 'dark'] as const;

/** One thing wrong with a page's drawing, said so a failing test names the control. */
export interface LayoutProblem {
  kind: 'sideways-scroll' | 'outside-viewport' | 'clipped-text' | 'spilled-text' | 'overlap' | 'stretched';
  what: string;
}

/**
 * Measures the page as drawn: every visible control (buttons, links, fields, labels, summaries,
 * tabs, legends, headings, table headers) against the viewport, its own text (scrollWidth against
 * clientWidth; a select's chosen option against its box; an inline label's text against the
 * ancestor that clips it) and every other control it is not inside (their boxes may not cross);
 * a button's one line of text is not in a box stretched tall by its neighbours. The page scrolls
 * no sideways. Runs in the page, so it measures the browser's real layout.
 */
export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  // The whole page in one viewport: a sticky bar then sits where it belongs, over nothing.
  const height = await page.evaluate(() =>
    Math.max(document.documentElement.scrollHeight, document.body.scrollHeight, window.innerHeight),
  );
  const width = page.viewportSize()?.width ?? 400;
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: Math.min(height, 12_000) });
  try {
    return await page.evaluate(measure);
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/** Runs in the page (serialised by playwright): no closure over module code. */
function measure(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const viewport = document.documentElement.clientWidth;
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const id = el.id ? `#${el.id}` : '';
    const cls =
      typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const value = el instanceof HTMLInputElement && !text ? ` [${el.type}]` : '';
    return `<${el.tagName.toLowerCase()}${id}${cls}>${value} "${text}"`;
  };
  if (document.documentElement.scrollWidth > viewport + 1)
    problems.push({
      kind: 'sideways-scroll',
      what: `the page is ${document.documentElement.scrollWidth} px wide in a ${viewport} px viewport`,
    });

  const SELECTOR =
    'button, a[href], input:not([type=hidden]), select, textarea, label, summary, [role=tab], legend, h1, h2, h3, h4, th';
  const hidden = (el: Element): boolean => {
    // Not drawn: display none, visibility hidden, opacity 0, or inside a closed <details>.
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true }))
      return true;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      // Text for assistive technology only (.visually-hidden): a 1 px box clipped away.
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
    }
    return false;
  };
  /** An ancestor that scrolls sideways on purpose (a code block, a wide table): boxes inside may leave the viewport. */
  const scroller = (el: Element): Element | undefined => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const x = getComputedStyle(node).overflowX;
      if ((x === 'auto' || x === 'scroll') && node.scrollWidth > node.clientWidth + 1) return node;
    }
    return undefined;
  };
  const controls = [...document.querySelectorAll(SELECTOR)].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && !hidden(el);
  });
  const boxes = new Map(controls.map((el) => [el, el.getBoundingClientRect()]));

  for (const el of controls) {
    const r = boxes.get(el)!;
    const inScroller = scroller(el);
    if (!inScroller && (r.left < -1 || r.right > viewport + 1))
      problems.push({
        kind: 'outside-viewport',
        what: `${name(el)} spans ${Math.round(r.left)}–${Math.round(r.right)} px of ${viewport}`,
      });
    const style = getComputedStyle(el);
    if (el instanceof HTMLSelectElement) {
      // The chosen option's words against the box, less its padding and the arrow.
      const option = el.selectedOptions[0]?.textContent ?? '';
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - (el.multiple ? 0 : 16);
      if (context.measureText(option).width > room + 1)
        problems.push({
          kind: 'clipped-text',
          what: `${name(el)} shows "${option}" in ${Math.round(room)} px`,
        });
    } else if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) {
      // A value longer than its field scrolls inside it, as fields do; any other control shows its text whole.
      if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        problems.push({
          kind: 'clipped-text',
          what: `${name(el)} holds ${el.scrollWidth} px of content in ${el.clientWidth} px`,
        });
      // Its text against every ancestor that hides what overflows it.
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const over = getComputedStyle(node);
        if (over.overflowX === 'visible' && over.overflowY === 'visible') continue;
        if (node === inScroller || (over.overflowX !== 'hidden' && over.overflowX !== 'clip')) continue;
        const clip = node.getBoundingClientRect();
        if (r.right > clip.right + 1 || r.left < clip.left - 1)
          problems.push({ kind: 'clipped-text', what: `${name(el)} is cut by ${name(node)}` });
        break;
      }
    }
  }

  // Any box whose content runs out of it, over what is beside it (text that may not wrap, in a
  // box too narrow for it): what hides its overflow (an ellipsis) or scrolls it is fine.
  for (const el of document.querySelectorAll('body *')) {
    if (!(el instanceof HTMLElement) || el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
    const style = getComputedStyle(el);
    if (style.overflowX !== 'visible' || style.display === 'inline' || style.display === 'contents') continue;
    if (hidden(el) || scroller(el)) continue;
    problems.push({
      kind: 'spilled-text',
      what: `${name(el)} holds ${el.scrollWidth} px of content in ${el.clientWidth} px, drawn past its edge`,
    });
  }

  // A button whose one line of text sits in a box far taller than a line: pulled by a neighbour.
  for (const el of controls) {
    if (!el.matches('button, label.button, [role=tab]')) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    const style = getComputedStyle(el);
    const line = style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.25 : parseFloat(style.lineHeight);
    const r = boxes.get(el)!;
    if (lines === 1 && r.height > 2.5 * line + 16)
      problems.push({
        kind: 'stretched',
        what: `${name(el)}: one line of text in a box ${Math.round(r.height)} px tall`,
      });
  }

  // Boxes that cross, for controls neither of which holds the other (a label around its box is one).
  const list = [...boxes.entries()];
  for (let i = 0; i < list.length; i++) {
    const [a, ra] = list[i]!;
    for (let j = i + 1; j < list.length; j++) {
      const [b, rb] = list[j]!;
      if (a.contains(b) || b.contains(a)) continue;
      const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (w > 2 && h > 2)
        problems.push({
          kind: 'overlap',
          what: `${name(a)} and ${name(b)} cross by ${Math.round(w)}×${Math.round(h)} px`,
        });
    }
  }
  return problems;
}
