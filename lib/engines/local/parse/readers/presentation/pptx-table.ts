/** A DrawingML table (a:tbl) to an HTML table; the first row is the header. */
import { childrenNamed } from '@/lib/engines/local/parse/xml-document';
import { inlineContent } from '@/lib/engines/local/parse/readers/presentation/pptx-text';
import type { TextContext } from '@/lib/engines/local/parse/readers/presentation/pptx-text';

const span = (value: string | null): string | undefined => (value && Number(value) > 1 ? value : undefined);

export function tableElement(tbl: Element, ctx: TextContext): HTMLTableElement {
  const rows = childrenNamed(tbl, 'tr').map((tr, r) => {
    const cells: HTMLTableCellElement[] = [];
    for (const tc of childrenNamed(tr, 'tc')) {
      // Cells covered by a merge repeat nothing; the merged cell's spans cover them.
      if (tc.getAttribute('hMerge') === '1' || tc.getAttribute('vMerge') === '1') continue;
      const body = childrenNamed(tc, 'txBody')[0];
      const content = (body ? childrenNamed(body, 'p') : [])
        .map((p) => inlineContent(p, ctx))
        .filter((line) => line.length);
      const lines = content.flatMap((line, i) => (i ? [ctx.el('br'), ...line] : line));
      const attrs = { colspan: span(tc.getAttribute('gridSpan')), rowspan: span(tc.getAttribute('rowSpan')) };
      cells.push(r === 0 ? ctx.el('th', attrs, lines) : ctx.el('td', attrs, lines));
    }
    return ctx.el('tr', {}, cells);
  });
  const [head, ...body] = rows;
  return ctx.el('table', {}, head && ctx.el('thead', {}, head), body.length > 0 && ctx.el('tbody', {}, body));
}
