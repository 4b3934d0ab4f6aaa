import { browser } from 'wxt/browser';
import type { ParseHost } from './parse-file';

/**
 * pdf.js as the extension runs it: its worker, CMaps (CJK text) and standard font data are
 * files of the extension (copied at build, see wxt.config.ts), so nothing is fetched from the web.
 */
export const extensionParseHost: ParseHost = {
  async loadPdfJs() {
    const pdfjs = await import('pdfjs-dist');
    const base = `${browser.runtime.getURL('/')}pdfjs/`;
    pdfjs.GlobalWorkerOptions.workerSrc = `${base}pdf.worker.min.mjs`;
    return { pdfjs, assets: { cMapUrl: `${base}cmaps/`, standardFontDataUrl: `${base}standard_fonts/` } };
  },
};
