/** A block's box as percentages of its page, ready for absolutely positioned outlines. */
export interface BoxPercent {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/**
 * Scales a bbox to page percentages. Accepts [x0, y0, x1, y1] or a polygon [x, y, x, y, ...]
 * (its bounding rectangle), either normalised (every value within 0..1) or in page units (then
 * the page's width and height are needed). Returns undefined when it cannot be placed.
 */
export function bboxToPercent(
  bbox: readonly number[] | null | undefined,
  pageWidth?: number | null,
  pageHeight?: number | null,
): BoxPercent | undefined {
  if (!bbox || bbox.length < 4 || bbox.length % 2 !== 0 || !bbox.every(Number.isFinite)) return undefined;
  const xs = bbox.filter((_, i) => i % 2 === 0);
  const ys = bbox.filter((_, i) => i % 2 === 1);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const x1 = Math.max(...xs);
  const y1 = Math.max(...ys);
  const normalised = bbox.every((n) => n >= 0 && n <= 1);
  let sx: number;
  let sy: number;
  if (normalised) {
    sx = 100;
    sy = 100;
  } else if (pageWidth && pageHeight && pageWidth > 0 && pageHeight > 0) {
    sx = 100 / pageWidth;
    sy = 100 / pageHeight;
  } else {
    return undefined;
  }
  const left = clamp(x0 * sx);
  const top = clamp(y0 * sy);
  return { left, top, width: clamp(x1 * sx) - left, height: clamp(y1 * sy) - top };
}

/** CSS for an outline from a BoxPercent. */
export const boxStyle = (box: BoxPercent) => ({
  left: `${box.left}%`,
  top: `${box.top}%`,
  width: `${box.width}%`,
  height: `${box.height}%`,
});
