#!/usr/bin/env tsx
// npm run extract -- [--format markdown|html|rawHtml|links|screenshot] [--no-main-content]
//                    [--out DIR] [--predictions FILE.json] INPUT...
// The extension's own local engine from the command line: the built extension (built if
// missing) runs in headless Chromium, each INPUT (an http(s) URL, or a local .html / .html.gz
// file served from 127.0.0.1) opens as a tab, and the background scrapes it with engine local.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withExtension } from './extract/browser-session.ts';
import { serveFiles } from './extract/file-server.ts';
import { outputOf, type Format } from './extract/outputs.ts';

const FORMATS = ['markdown', 'html', 'rawHtml', 'links', 'screenshot'] as const;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: 'string', default: 'markdown' },
    'no-main-content': { type: 'boolean', default: false },
    out: { type: 'string' },
    predictions: { type: 'string' },
  },
});
const format = values.format as Format;
if (!FORMATS.includes(format) || positionals.length === 0) {
  console.error(`usage: npm run extract -- [--format ${FORMATS.join('|')}] [--no-main-content] [--out DIR] [--predictions FILE.json] INPUT...`);
  process.exit(2);
}

const repo = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(repo, '.output/chrome-mv3/manifest.json'))) {
  console.error('No build found: building the extension first…');
  execFileSync('npx', ['wxt', 'build'], { cwd: repo, stdio: 'inherit' });
}

const isUrl = (input: string) => /^https?:\/\//i.test(input);
const files = await serveFiles(positionals.filter((i) => !isUrl(i)));
const predictions: Record<string, { articleBody: string }> = {};
let failed = 0;
try {
  await withExtension(path.join(repo, '.output/chrome-mv3'), async (scrape) => {
    for (const input of positionals) {
      const url = isUrl(input) ? input : files.urlOf(input);
      const started = Date.now();
      const job = await scrape(url, { formats: [format === 'markdown' || values.predictions ? 'markdown' : format, ...(format !== 'markdown' && values.predictions ? [format] : [])], onlyMainContent: !values['no-main-content'] }, { offline: !isUrl(input) });
      if (job.status !== 'done' || !job.result) {
        failed++;
        console.error(`✗ ${input}: ${job.error?.message ?? job.status}`);
        continue;
      }
      const name = stem(input);
      predictions[name] = { articleBody: String(job.result.markdown ?? '') };
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
