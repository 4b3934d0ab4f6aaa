import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { REPO_ROOT } from './extension-dir';

/** The size the stores ask for (Chrome Web Store: 1280×800; the add-ons site takes it too). */
export const STORE_SIZE = { width: 1280, height: 800 };
/** The side panel's width in a store image; the page beside it takes the rest. */
export const PANEL_WIDTH = 400;

/** One picture placed on the store image: a PNG at x, y (px), drawn as a browser draws a popup or panel. */
export interface Layer {
  png: Buffer;
  x: number;
  y: number;
  /** A popup floats over the page: rounded, with a shadow. */
  float?: boolean;
  /** A page that goes on below the image fades out (white) instead of ending mid-field. */
  fadeBottom?: boolean;
}

/** A PNG's width and height, from its IHDR chunk. */
const sizeOf = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** A PNG of the page's viewport, animations frozen, no caret. */
export const viewportPng = (page: Page) => page.screenshot({ animations: 'disabled', caret: 'hide' });

/**
 * Writes `file` (from the repo root): the layers, in order, on a 1280×800 canvas, drawn by a
 * page of the same browser (no image library), so each store image is made from real screenshots.
 */
export async function composeStoreShot(context: BrowserContext, file: string, layers: Layer[]): Promise<string> {
  const canvas = await context.newPage();
  try {
    await canvas.setViewportSize(STORE_SIZE);
    const images = layers
      .map((l) => {
        const { width, height } = sizeOf(l.png);
        const shadow = l.float
          ? 'border-radius:8px;box-shadow:0 8px 28px rgb(0 0 0 / 0.35),0 0 0 1px rgb(0 0 0 / 0.12);'
          : '';
        const fade = l.fadeBottom
          ? `<div style="position:absolute;left:${l.x}px;top:${l.y + height - 72}px;width:${width}px;height:72px;background:linear-gradient(rgb(255 255 255 / 0),#fff 85%)"></div>`
          : '';
        return `<img src="data:image/png;base64,${l.png.toString('base64')}" style="position:absolute;left:${l.x}px;top:${l.y}px;${shadow}">${fade}`;
      })
      .join('');
    await canvas.setContent(
      `<!doctype html><html><body style="margin:0;width:1280px;height:800px;overflow:hidden;background:#dadce0">${images}</body></html>`,
    );
    await canvas.evaluate(() => Promise.all([...document.images].map((i) => i.decode())));
    const target = path.resolve(REPO_ROOT, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await canvas.screenshot());
    return target;
  } finally {
    await canvas.close();
  }
}
