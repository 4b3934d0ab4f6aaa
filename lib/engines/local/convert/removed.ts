/** What the writers skip: the subtrees left out of the content (pruned, or excluded by a selector). */
export type IsRemoved = (el: Element) => boolean;

/** Whether `el`, or an element around it up to and including `root`, is left out. */
export function insideRemoved(el: Element, root: Element, isRemoved: IsRemoved): boolean {
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    if (isRemoved(node)) return true;
  }
  return isRemoved(root);
}
