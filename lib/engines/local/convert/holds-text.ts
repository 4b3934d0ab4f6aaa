/** Whether a selection holds any text to read once what the writers skip is left out. */
import { isTextless } from '@/lib/engines/local/convert/heading-button';

/** True at the first visible character under `roots` outside removed subtrees, scripts, styles and media. */
export function holdsText(roots: readonly Element[], isRemoved: (el: Element) => boolean): boolean {
  const walk = (el: Element): boolean => {
    for (let node = el.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 3 && (node as Text).data.trim() !== '') return true;
      if (node.nodeType !== 1) continue;
      const child = node as Element;
      if (isTextless(child, child.localName) || isRemoved(child)) continue;
      if (walk(child)) return true;
    }
    return false;
  };
  return roots.some((root) => !isRemoved(root) && walk(root));
}
