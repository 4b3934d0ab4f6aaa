/**
 * Builds the semantic HTML a reader returns with DOM calls only: text goes in as text nodes, so
 * nothing in a file can become markup or script.
 */
export type Child = Node | string | null | undefined | false;

export interface HtmlBuilder {
  doc: Document;
  el<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attrs?: Record<string, string | undefined>,
    ...children: (Child | Child[])[]
  ): HTMLElementTagNameMap[K];
}

export function htmlBuilder(title?: string): HtmlBuilder {
  const doc = document.implementation.createHTMLDocument(title ?? '');
  const el: HtmlBuilder['el'] = (tag, attrs, ...children) => {
    const node = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs ?? {})) if (value !== undefined) node.setAttribute(name, value);
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(typeof child === 'string' ? doc.createTextNode(child) : child);
    }
    return node;
  };
  return { doc, el };
}

/**
 * A table whose first row is its header (th cells); each cell's content comes from `cell`, and
 * a table with no other row has no tbody.
 */
export function tableElement(
  el: HtmlBuilder['el'],
  [head = [], ...body]: readonly (readonly string[])[],
  cell: (text: string) => Child | Child[],
): HTMLTableElement {
  const row = (cells: readonly string[], tag: 'th' | 'td') =>
    el(
      'tr',
      {},
      cells.map((text) => el(tag, {}, cell(text))),
    );
  return el(
    'table',
    {},
    el('thead', {}, row(head, 'th')),
    body.length
      ? el(
          'tbody',
          {},
          body.map((cells) => row(cells, 'td')),
        )
      : null,
  );
}
