/**
 * Builds nested ul/ol from a flat run of items that each carry an indent level (how slides store
 * bullets): a deeper item opens a list inside the previous item, a shallower one closes lists.
 */
import type { Child, HtmlBuilder } from '@/lib/engines/local/parse/html-builder';

interface Open {
  list: HTMLUListElement | HTMLOListElement;
  level: number;
}

export class ListStack {
  private stack: Open[] = [];

  constructor(
    private readonly el: HtmlBuilder['el'],
    /** Where a new top-level list goes. */
    private readonly out: Node[],
  ) {}

  add(level: number, ordered: boolean, content: Child[]): void {
    while (this.stack.length && (this.stack.at(-1)?.level ?? 0) > level) this.stack.pop();
    let top = this.stack.at(-1);
    if (!top || top.level < level) {
      const list = ordered ? this.el('ol') : this.el('ul');
      const parentItem = top?.list.lastElementChild;
      if (top && parentItem) parentItem.append(list);
      else if (top) top.list.append(this.el('li', {}, list));
      else this.out.push(list);
      top = { list, level };
      this.stack.push(top);
    }
    top.list.append(this.el('li', {}, ...content));
  }

  /** Ends the lists: the next item starts a new one. */
  close(): void {
    this.stack = [];
  }
}
