import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The files pdf.js loads at run time, as WXT public assets under pdfjs/ in the build. Firefox gets
 * the legacy build's worker, to match the legacy pdf.js it runs (lib/engines/local/parse/pdfjs-in-extension.ts).
 */
export function pdfjsAssets(browser: string): { absoluteSrc: string; relativeDest: string }[] {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const build = browser === 'firefox' ? 'legacy/build' : 'build';
  const files = [
    { absoluteSrc: path.join(root, build, 'pdf.worker.min.mjs'), relativeDest: 'pdfjs/pdf.worker.min.mjs' },
  ];
  for (const dir of ['cmaps', 'standard_fonts']) {
    for (const name of readdirSync(path.join(root, dir))) {
      if (name.startsWith('LICENSE')) continue;
      files.push({ absoluteSrc: path.join(root, dir, name), relativeDest: `pdfjs/${dir}/${name}` });
    }
  }
  return files;
}
