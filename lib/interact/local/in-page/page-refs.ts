import { t } from '@/lib/i18n/t';
import { CLI_WORDING } from '@/lib/interact/local/cli/cli-wording';
import type { AxNode } from '@/lib/interact/local/in-page/ax-tree';

/**
 * The refs this document's snapshots gave. Numbers are never reused in a session: the background
 * sends the next free number with each command (`issued`, kept across documents), so a ref from
 * an older snapshot or an earlier page can never name another element. An element keeps its ref
 * from one snapshot to the next, as agent-browser's durable refs do.
 */
interface RefState {
  byNumber: Map<number, Element>;
  byElement: WeakMap<Element, number>;
  next: number;
}

const STATE_KEY = '__webDataExtractorInteractRefs';

function state(issued: number): RefState {
  const world = globalThis as unknown as Record<string, RefState | undefined>;
  const current = (world[STATE_KEY] ??= { byNumber: new Map(), byElement: new WeakMap(), next: issued });
  current.next = Math.max(current.next, issued);
  return current;
}

/** Refs for a snapshot, from `issued` on; the next free number after it. */
export function refGiver(issued: number): { refFor: (node: AxNode) => number; next: () => number } {
  const refs = state(issued);
  return {
    refFor(node) {
      const el = node.element!;
      const known = refs.byElement.get(el);
      if (known !== undefined && refs.byNumber.get(known) === el) return known;
      const number = refs.next++;
      refs.byElement.set(el, number);
      refs.byNumber.set(number, el);
      return number;
    },
    next: () => refs.next,
  };
}

/** The next free ref number in this document (no snapshot taken here: what the background sent). */
export const nextRef = (issued: number): number => state(issued).next;

const REF = /^(?:@|ref=)?e(\d+)$/;

/** A failed look-up, in the words a program reads (agent-browser's where the CLI has them). */
export class TargetError extends Error {}

/**
 * The element a command's target names: a ref (`@e3`, `ref=e3`, `e3`), `xpath=…`, or a CSS
 * selector. A ref this document never gave, but the session did (an older page), or whose element
 * has left the page, asks for a new snapshot rather than guess.
 */
export function findTarget(target: string, issued: number, doc: Document = document): Element {
  const ref = REF.exec(target);
  if (ref) {
    const number = Number(ref[1]);
    const el = state(issued).byNumber.get(number);
    if (el?.isConnected) return el;
    if (el || number < state(issued).next) throw new TargetError(t('interactLocal_staleRef', `@e${number}`));
    throw new TargetError(CLI_WORDING.unknownRef(`e${number}`));
  }
  const found = findAll(target, doc)[0];
  if (!found) throw new TargetError(CLI_WORDING.elementNotFound(target));
  return found;
}

/** Every element a CSS selector or `xpath=` matches, in the page's order. */
export function findAll(target: string, doc: Document = document): Element[] {
  if (target.startsWith('xpath=') || target.startsWith('//')) {
    const expression = target.replace(/^xpath=/, '');
    let result: XPathResult;
    try {
      result = doc.evaluate(expression, doc, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
    } catch (error) {
      throw new TargetError(
        CLI_WORDING.invalidSelector(target, error instanceof Error ? error.message : String(error)),
      );
    }
    const found: Element[] = [];
    for (let i = 0; i < result.snapshotLength; i++) {
      const node = result.snapshotItem(i);
      if (node instanceof Element) found.push(node);
    }
    return found;
  }
  try {
    return Array.from(doc.querySelectorAll(target));
  } catch (error) {
    throw new TargetError(CLI_WORDING.invalidSelector(target, error instanceof Error ? error.message : String(error)));
  }
}
