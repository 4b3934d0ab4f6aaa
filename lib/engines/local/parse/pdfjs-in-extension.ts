import { browser } from 'wxt/browser';
import type { ParseHost } from '@/lib/engines/local/parse/parse-file';

/**
 * pdf.js as the extension runs it: its worker, CMaps (CJK text) and standard font data are
 * files of the extension (copied at build, see wxt.config.ts), so nothing is fetched from the web.
 */
export const extensionParseHost: ParseHost = {
  async loadPdfJs() {
    // Firefox ESR 140 lacks what pdf.js's modern build calls (Map's getOrInsertComputed): it gets the
    // legacy build, which brings its own polyfills. Chrome keeps the smaller modern one.
    const pdfjs = import.meta.env.FIREFOX
      ? await import('pdfjs-dist/legacy/build/pdf.mjs')
      : await import('pdfjs-dist');
    const base = `${browser.runtime.getURL('/')}pdfjs/`;
    pdfjs.GlobalWorkerOptions.workerSrc = `${base}pdf.worker.min.mjs`;
    return { pdfjs, assets: { cMapUrl: `${base}cmaps/`, standardFontDataUrl: `${base}standard_fonts/` } };
  },
};
