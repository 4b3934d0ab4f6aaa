/**
 * A Word table's first row is its header as readers see it, but Word marks it as one only when
 * "Repeat as header row" is set, so mammoth gives most tables no <th>, and GFM, which needs a
 * header, would get an empty one. The first row of a data table (two rows and two columns or
 * more, not nested) becomes the header; one-row or one-column layout boxes stay as they are.
 */
export function promoteFirstRows(doc: Document): void {
  for (const table of Array.from(doc.querySelectorAll('table'))) {
    if (table.querySelector('th, table') || table.closest('table table')) continue;
    const rows = Array.from(table.querySelectorAll(':scope > tr, :scope > tbody > tr'));
    const first = rows[0];
    if (!first || rows.length < 2 || first.children.length < 2) continue;
    const head = doc.createElement('thead');
    const row = doc.createElement('tr');
    for (const cell of Array.from(first.children)) {
      const th = doc.createElement('th');
      for (const attr of Array.from(cell.attributes)) th.setAttribute(attr.name, attr.value);
      th.append(...Array.from(cell.childNodes));
      row.append(th);
    }
    head.append(row);
    first.remove();
    table.prepend(head);
  }
}
