/** Colours as the v2 branding writes them: #rrggbb (#rrggbbaa when see-through), from computed styles. */

const RGB = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/;

const byte = (n: number): string =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

function fromChannels(r: number, g: number, b: number, alpha: number): string | undefined {
  if (alpha <= 0) return undefined;
  const hex = `#${byte(r)}${byte(g)}${byte(b)}`;
  return alpha < 1 ? hex + byte(alpha * 255) : hex;
}

/**
 * A computed colour as hex; undefined when fully transparent. Chromium computes most colours as
 * rgb()/rgba(); any other syntax (oklch, color()) is drawn on a 1-pixel canvas and read back.
 */
export function hexColor(css: string): string | undefined {
  const m = RGB.exec(css.trim());
  if (m) {
    const alpha = m[4] === undefined ? 1 : Number(m[4]) / (m[5] ? 100 : 1);
    return fromChannels(Number(m[1]), Number(m[2]), Number(m[3]), alpha);
  }
  if (typeof OffscreenCanvas === 'undefined') return undefined;
  const ctx = new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true });
  if (!ctx) return undefined;
  ctx.fillStyle = css;
  ctx.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
  return fromChannels(r, g, b, a / 255);
}

/** WCAG relative luminance of #rrggbb: 0 for black, 1 for white. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Below this luminance a background reads as dark (mid-grey, #777, is about 0.18). */
export const DARK_BELOW = 0.18;
