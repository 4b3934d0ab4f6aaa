// Benchmark: local parse throughput in headless Chromium, against the floor each format pays.
// - PDF pages per second: our parse (dropped file -> background -> offscreen document -> pdf.js
//   text -> markdown, pages, metadata -> job in history) against pdf.js text extraction alone
//   (getDocument + getTextContent on every page) in a web page of the same browser.
// - DOCX documents per second: ours against mammoth.convertToHtml alone, the same way.
// Target: ours >= 0.7x of each. Files are generated (pdfkit, docx) with known content.
// Run: npm run build && npm run bench:parse   (prints numbers; asserts nothing)
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchExtension } from '../e2e/support/launch-extension';
import { parseLocally } from '../e2e/support/local-parse-support';
import { makeDocx } from '../support/documents/docx';
import { makePdf } from '../support/documents/pdf';
import { median } from './stats';

const ROUNDS = Number(process.env.ROUNDS ?? 7);
const WARMUP = Number(process.env.WARMUP ?? 3);
const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const mammothRoot = path.dirname(require.resolve('mammoth/package.json'));

/**
 * A web page on 127.0.0.1 with the baselines: pdf.js's own build and worker, and mammoth bundled
 * for the browser the way the extension bundles it (its "browser" field), so the comparison is
 * of the work, not of two builds of one library.
 */
async function baselineSite() {
  const files: Record<string, string> = {
    '/pdf.min.mjs': path.join(pdfjsRoot, 'build/pdf.min.mjs'),
    '/pdf.worker.min.mjs': path.join(pdfjsRoot, 'build/pdf.worker.min.mjs'),
  };
  const mammothBundle = (
    await build({
      stdin: { contents: "import mammoth from 'mammoth'; globalThis.mammoth = mammoth;", resolveDir: mammothRoot },
      bundle: true,
      minify: true,
      platform: 'browser',
      format: 'iife',
      write: false,
    })
  ).outputFiles[0]!.contents;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x').pathname;
    if (url === '/')
      return void res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>baseline</title><script src="/mammoth.js"></script>');
    if (url === '/mammoth.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(mammothBundle);
    const file =
      files[url] ??
      (url.startsWith('/standard_fonts/') || url.startsWith('/cmaps/') ? path.join(pdfjsRoot, url) : undefined);
    if (!file) return void res.writeHead(404).end();
    readFile(file).then(
      (bytes) =>
        res
          .writeHead(200, { 'content-type': url.endsWith('js') ? 'text/javascript' : 'application/octet-stream' })
          .end(bytes),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

// Each side runs with its own page in front, as a user's is: hidden pages' processes get less CPU.
async function pdfjsAlone(page: Page, bytes: Uint8Array): Promise<number> {
  await page.bringToFront();
  return page.evaluate(async (base64) => {
    const pdfjs = await import('/pdf.min.mjs' as string);
    pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.min.mjs';
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const started = performance.now();
    const doc = await pdfjs.getDocument({
      data,
      isEvalSupported: false,
      disableFontFace: true,
      cMapUrl: '/cmaps/',
      cMapPacked: true,
      standardFontDataUrl: '/standard_fonts/',
      useWorkerFetch: false,
    }).promise;
    for (let n = 1; n <= doc.numPages; n++) {
      const p = await doc.getPage(n);
      await p.getTextContent();
      p.cleanup();
    }
    await doc.destroy();
    return performance.now() - started;
  }, b64(bytes));
}

async function mammothAlone(page: Page, bytes: Uint8Array): Promise<number> {
  await page.bringToFront();
  return page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const mammoth = (
      globalThis as unknown as {
        mammoth: { convertToHtml(input: { arrayBuffer: ArrayBuffer }): Promise<{ value: string }> };
      }
    ).mammoth;
    const started = performance.now();
    await mammoth.convertToHtml({ arrayBuffer: data.buffer });
    return performance.now() - started;
  }, b64(bytes));
}

async function ours(page: Page, bytes: Uint8Array, name: string): Promise<number> {
  await page.bringToFront(); // the extension's page (as the side panel is while a file parses)
  const { job, ms } = await parseLocally(page, bytes, name, { formats: ['markdown'] });
  if (job.status !== 'done') throw new Error(`our parse of ${name} ended ${job.status}: ${job.error?.message}`);
  return ms;
}

async function compare(
  label: string,
  unit: string,
  files: { bytes: Uint8Array; units: number; name: string }[],
  base: (b: Uint8Array) => Promise<number>,
  mine: (b: Uint8Array, n: string) => Promise<number>,
) {
  const totalUnits = files.reduce((s, f) => s + f.units, 0);
  const oursRuns: number[] = [];
  const baseRuns: number[] = [];
  const perFile = files.map(() => ({ ours: [] as number[], base: [] as number[] }));
  // Warm both up: the first passes compile the libraries' hot code (pdf.js, mammoth, JSZip).
  for (let w = 0; w < WARMUP; w++) {
    for (const f of files) {
      await mine(f.bytes, f.name);
      await base(f.bytes);
    }
  }
  for (let r = 0; r < ROUNDS; r++) {
    let a = 0;
    let b = 0;
    // Alternate who goes first, so neither always runs on a warmer machine.
    for (const [i, f] of files.entries()) {
      let x: number;
      let y: number;
      if (r % 2) {
        x = await mine(f.bytes, f.name);
        y = await base(f.bytes);
      } else {
        y = await base(f.bytes);
        x = await mine(f.bytes, f.name);
      }
      a += x;
      b += y;
      perFile[i]!.ours.push(x);
      perFile[i]!.base.push(y);
    }
    oursRuns.push(totalUnits / (a / 1000));
    baseRuns.push(totalUnits / (b / 1000));
  }
  // Throughput from each file's median time: one slow round on a busy machine moves it little.
  const o = totalUnits / (perFile.reduce((sum, f) => sum + median(f.ours), 0) / 1000);
  const m = totalUnits / (perFile.reduce((sum, f) => sum + median(f.base), 0) / 1000);
  const detail = files.map(
    (f, i) =>
      `${f.units} ${unit === 'docs' ? `doc (${f.name})` : unit}: ours ${median(perFile[i]!.ours).toFixed(0)} ms, them ${median(perFile[i]!.base).toFixed(0)} ms`,
  );
  console.log(
    `${label}: ours ${o.toFixed(1)} ${unit}/s, ${label === 'PDF' ? 'pdf.js text extraction alone' : 'mammoth.convertToHtml alone'} ${m.toFixed(1)} ${unit}/s -> ours/them ${(o / m).toFixed(2)}x (target >= 0.70x; each file's median of ${ROUNDS} rounds after ${WARMUP} warm-up passes, ${files.length} files, ${totalUnits} ${unit}; per-round range ours ${Math.min(...oursRuns).toFixed(1)}-${Math.max(...oursRuns).toFixed(1)}, them ${Math.min(...baseRuns).toFixed(1)}-${Math.max(...baseRuns).toFixed(1)})`,
  );
  console.log(`  per file (medians): ${detail.join('; ')}`);
}

const site = await baselineSite();
const ext = await launchExtension();
try {
  const control = await ext.page('options.html');
  const web = await ext.context.newPage();
  await web.goto(site.origin);
  const pdfs = await Promise.all(
    [5, 20, 60].map(async (extra, i) => ({
      bytes: await makePdf({ extraPages: extra - 1 }),
      units: extra,
      name: `bench-${i}.pdf`,
    })),
  );
  // About 5, 20 and 60 pages of Word text (a chapter is half a page: headings, lists, a table).
  const docxs = await Promise.all(
    [10, 40, 120].map(async (sections, i) => ({
      bytes: await makeDocx({ sections }),
      units: 1,
      name: `bench-${i}.docx`,
    })),
  );
  console.log(`Chromium headless, ${ROUNDS} rounds; files generated in the run (pdfkit, docx).`);
  // What every local parse pays whatever the file: job records, messages, the parser page's read
  // of the staged file, the answer written to history. A two-cell CSV is nearly all of it.
  const tiny = new TextEncoder().encode('a,b\n1,2\n');
  const fixed: number[] = [];
  for (let i = 0; i < 12; i++) fixed.push((await parseLocally(control, tiny, 'tiny.csv')).ms);
  console.log(
    `Fixed cost of a local parse (two-cell CSV, through the whole path): median ${median(fixed.slice(2)).toFixed(1)} ms`,
  );
  await compare(
    'PDF',
    'pages',
    pdfs,
    (b) => pdfjsAlone(web, b),
    (b, n) => ours(control, b, n),
  );
  await compare(
    'DOCX',
    'docs',
    docxs,
    (b) => mammothAlone(web, b),
    (b, n) => ours(control, b, n),
  );
} finally {
  await ext.close();
  site.close();
}
