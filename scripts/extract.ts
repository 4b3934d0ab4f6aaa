#!/usr/bin/env tsx
// npm run -s extract -- [options] INPUT...   (--help for the options)
// The extension's own local engine from the command line: the built extension (built if
// missing) runs in headless Chromium. An http(s) URL or a local .html / .html.gz file (served
// from 127.0.0.1) opens as a tab and the background scrapes it with engine local; any other
// local file is handed to the local parser as if dropped on the popup.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withExtension, type Job } from './extract/browser-session';
import { parseCli, USAGE, UsageError, type CliOptions } from './extract/cli-args';
import { isPageFile, serveFiles } from './extract/file-server';
import { outputOf } from './extract/outputs';

// Piped into head or a program that stops reading: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(failed ? 1 : 0);
  throw error;
});

let failed = 0;
let options: CliOptions;
try {
  const parsed = parseCli(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(USAGE);
    process.exit(0);
  }
  options = parsed;
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`extract: ${error.message}\nRun "npm run -s extract -- --help" for the options.`);
  process.exit(2);
}

const repo = path.resolve(import.meta.dirname, '..');
const isUrl = (input: string) => /^https?:\/\//i.test(input);
const fail = (input: string, message: string): void => {
  failed++;
  console.error(`✗ ${input}: ${message}`);
};

// A file that is not there is named now, and the other inputs still run.
const runnable = options.inputs.filter((input) => {
  if (isUrl(input)) return true;
  if (!existsSync(input)) fail(input, 'no such file.');
  else if (!statSync(input).isFile()) fail(input, 'not a file (a folder?). Name the files inside it.');
  else return true;
  return false;
});

if (runnable.length && !existsSync(path.join(repo, '.output/chrome-mv3/manifest.json'))) {
  console.error('No build found: building the extension first…');
  execFileSync('npx', ['wxt', 'build'], { cwd: repo, stdio: ['ignore', process.stderr, 'inherit'] });
}

const files = await serveFiles(runnable.filter((i) => !isUrl(i)));
const predictions: Record<string, { articleBody: string }> = {};
const several = options.inputs.length > 1;
try {
  if (runnable.length) {
    await withExtension(path.join(repo, '.output/chrome-mv3'), async (scrape, parse) => {
      for (const input of runnable) {
        const started = Date.now();
        const job = await runOne(input, scrape, parse);
        if (job.status !== 'done' || !job.result) {
          fail(input, job.error?.message ?? `the job ended ${job.status}.`);
          continue;
        }
        if (job.result.warning) console.error(`! ${input}: ${String(job.result.warning)}`);
        predictions[stem(input)] = { articleBody: String(job.result.markdown ?? '') };
        await emit(input, job, Date.now() - started);
      }
    });
  }
} finally {
  await files.close();
}
if (options.predictions) await writeFile(options.predictions, JSON.stringify(predictions, null, 1));
process.exit(failed ? 1 : 0);

function runOne(
  input: string,
  scrape: Parameters<Parameters<typeof withExtension>[1]>[0],
  parse: Parameters<Parameters<typeof withExtension>[1]>[1],
): Promise<Job> {
  const url = isUrl(input) ? input : files.urlOf(input);
  const { format, predictions: wantsPredictions, onlyMainContent, maxPages } = options;
  const formats = [
    format === 'markdown' || wantsPredictions ? 'markdown' : format,
    ...(format !== 'markdown' && wantsPredictions ? [format] : []),
  ];
  if (isUrl(input) || isPageFile(input)) return scrape(url, { formats, onlyMainContent }, { offline: !isUrl(input) });
  return parse(url, path.basename(input), {
    formats,
    onlyMainContent,
    ...(maxPages ? { parsers: [{ type: 'pdf', maxPages }] } : {}),
  });
}

/** Writes one result: a file in --out, or stdout (headed by "==> INPUT <==" when there are several). */
async function emit(input: string, job: Job, elapsed: number): Promise<void> {
  const result = job.result ?? {};
  const name = stem(input);
  const { bytes, extension } = options.pages
    ? { bytes: Buffer.from(JSON.stringify(result.pages ?? [], null, 2)), extension: 'pages.json' }
    : outputOf(result, options.format);
  if (options.pages && !result.pages)
    console.error(`! ${input}: it has no pages array (only PDFs have one); printing [].`);
  if (options.out) {
    await mkdir(options.out, { recursive: true });
    const file = path.join(options.out, `${name}.${extension}`);
    await writeFile(file, bytes);
    console.error(`✓ ${input} -> ${file} (${elapsed} ms)`);
    return;
  }
  if (options.predictions) return void console.error(`✓ ${input} (${elapsed} ms)`);
  if (several) process.stdout.write(`==> ${input} <==\n`);
  if (options.format === 'screenshot' && !options.pages)
    process.stdout.write(`screenshot of ${bytes.length} bytes; use --out DIR to save it\n`);
  else process.stdout.write(`${bytes.toString('utf8')}\n`);
  if (several) process.stdout.write('\n');
}

/** "a/b/page.html.gz" -> "page": the benchmark's id, and the name of the --out file. */
function stem(input: string): string {
  if (isUrl(input))
    return new URL(input).pathname.split('/').filter(Boolean).pop()?.replace(/\..*$/, '') || new URL(input).hostname;
  return path.basename(input).replace(/\..*$/, '');
}
