/** Shown to a reader: rendered, not hidden by CSS, with a box bigger than a pixel when `minSize` asks. */
export function isShown(el: Element, minSize = 0): boolean {
  const check = (el as Element & { checkVisibility?: (o: object) => boolean }).checkVisibility;
  if (check && !check.call(el, { visibilityProperty: true, opacityProperty: true })) return false;
  if (minSize > 0) {
    const box = el.getBoundingClientRect();
    if (box.width <= minSize || box.height <= minSize) return false;
  }
  return true;
}
