#!/usr/bin/env tsx
// npm run extract -- [--format markdown|html|rawHtml|links|screenshot] [--no-main-content]
//                    [--pages] [--max-pages N] [--out DIR] [--predictions FILE.json] INPUT...
// The extension's own local engine from the command line: the built extension (built if
// missing) runs in headless Chromium. An http(s) URL or a local .html / .html.gz file (served
// from 127.0.0.1) opens as a tab and the background scrapes it with engine local; any other
// local file (PDF, .docx, .xlsx, .ods, .csv, .epub, .pptx, .odt, .odp, .xhtml) is handed to the
// local parser as if dropped on the popup. --pages prints a PDF's `pages` array as JSON.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withExtension } from './extract/browser-session.ts';
import { isPageFile, serveFiles } from './extract/file-server.ts';
import { outputOf, type Format } from './extract/outputs.ts';

const FORMATS = ['markdown', 'html', 'rawHtml', 'links', 'screenshot'] as const;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: 'string', default: 'markdown' },
    'no-main-content': { type: 'boolean', default: false },
    out: { type: 'string' },
    predictions: { type: 'string' },
    pages: { type: 'boolean', default: false },
    'max-pages': { type: 'string' },
  },
});
const format = values.format as Format;
if (!FORMATS.includes(format) || positionals.length === 0) {
  console.error(`usage: npm run extract -- [--format ${FORMATS.join('|')}] [--no-main-content] [--pages] [--max-pages N] [--out DIR] [--predictions FILE.json] INPUT...`);
  process.exit(2);
}

const repo = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(repo, '.output/chrome-mv3/manifest.json'))) {
  console.error('No build found: building the extension first…');
  execFileSync('npx', ['wxt', 'build'], { cwd: repo, stdio: 'inherit' });
}

const isUrl = (input: string) => /^https?:\/\//i.test(input);
const maxPages = values['max-pages'] ? Number(values['max-pages']) : undefined;
if (maxPages !== undefined && !(Number.isInteger(maxPages) && maxPages >= 1)) {
  console.error('--max-pages takes a whole number of pages, 1 or more.');
  process.exit(2);
}
const files = await serveFiles(positionals.filter((i) => !isUrl(i)));
const predictions: Record<string, { articleBody: string }> = {};
let failed = 0;
try {
  await withExtension(path.join(repo, '.output/chrome-mv3'), async (scrape, parse) => {
    for (const input of positionals) {
      const url = isUrl(input) ? input : files.urlOf(input);
      const started = Date.now();
      const formats = [format === 'markdown' || values.predictions ? 'markdown' : format, ...(format !== 'markdown' && values.predictions ? [format] : [])];
      const onlyMainContent = !values['no-main-content'];
      const job = isUrl(input) || isPageFile(input)
        ? await scrape(url, { formats, onlyMainContent }, { offline: !isUrl(input) })
        : await parse(url, path.basename(input), { formats, onlyMainContent, ...(maxPages ? { parsers: [{ type: 'pdf', maxPages }] } : {}) });
      if (job.status !== 'done' || !job.result) {
        failed++;
        console.error(`✗ ${input}: ${job.error?.message ?? job.status}`);
        continue;
      }
      const name = stem(input);
      predictions[name] = { articleBody: String(job.result.markdown ?? '') };
      if (values.pages) {
        const pages = JSON.stringify(job.result.pages ?? [], null, 2);
        if (!job.result.pages) console.error(`${input} has no pages array (only PDFs have one); printing []`);
        if (values.out) {
          await mkdir(values.out, { recursive: true });
          await writeFile(path.join(values.out, `${name}.pages.json`), pages);
          console.error(`✓ ${input} -> ${path.join(values.out, `${name}.pages.json`)} (${Date.now() - started} ms)`);
        } else process.stdout.write(`${pages}\n`);
        continue;
      }
      const output = outputOf(job.result, format);
      if (values.out) {
        await mkdir(values.out, { recursive: true });
        await writeFile(path.join(values.out, `${name}.${output.extension}`), output.bytes);
        console.error(`✓ ${input} -> ${path.join(values.out, `${name}.${output.extension}`)} (${Date.now() - started} ms)`);
      } else if (!values.predictions) {
        process.stdout.write(format === 'screenshot' ? `${name}: screenshot of ${output.bytes.length} bytes (use --out DIR to save it)\n` : `${output.bytes.toString('utf8')}\n`);
      } else {
        console.error(`✓ ${input} (${Date.now() - started} ms)`);
      }
    }
  });
} finally {
  await files.close();
}
if (values.predictions) await writeFile(values.predictions, JSON.stringify(predictions, null, 1));
process.exit(failed ? 1 : 0);

/** "a/b/page.html.gz" -> "page": the benchmark's id. */
function stem(input: string): string {
  if (isUrl(input)) return new URL(input).pathname.split('/').filter(Boolean).pop()?.replace(/\..*$/, '') || new URL(input).hostname;
  return path.basename(input).replace(/\..*$/, '');
}
