import { parseArgs } from 'node:util';
import type { Format } from './outputs';

export const FORMATS: readonly Format[] = ['markdown', 'html', 'rawHtml', 'links', 'screenshot'];

export const USAGE = `usage: npm run -s extract -- [options] INPUT...

Runs the extension's local engine in headless Chromium on each INPUT and prints the result.
An INPUT is an http(s) URL or a local .html file (opened as a page and scraped), or any other
local file (PDF, .docx, .xlsx, .ods, .csv, .epub, .pptx, .odt, .odp, .xhtml), parsed as if
dropped on the popup.

options:
  --format F          markdown (default), html, rawHtml, links or screenshot
  --no-main-content   the whole page, not only its main content
  --pages             a PDF's pages array as JSON
  --max-pages N       read at most N pages of a PDF
  --out DIR           write one file per input into DIR instead of printing
  --predictions FILE  also write {input: {articleBody: markdown}} as JSON (for the benchmarks)
  -h, --help          this text

With several inputs, each printed result starts with a line "==> INPUT <==". Failures are
reported on stderr as "✗ INPUT: what happened" and the exit code is 1 (2 for bad options).`;

export interface CliOptions {
  format: Format;
  onlyMainContent: boolean;
  pages: boolean;
  maxPages?: number;
  out?: string;
  predictions?: string;
  inputs: string[];
}

export class UsageError extends Error {}

/** The command line, checked: a bad option or value is a UsageError that says what to change. */
export function parseCli(argv: string[]): CliOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'markdown' },
        'no-main-content': { type: 'boolean', default: false },
        out: { type: 'string' },
        predictions: { type: 'string' },
        pages: { type: 'boolean', default: false },
        'max-pages': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional argument.*$/s, '.'));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const format = values.format as Format;
  if (!FORMATS.includes(format))
    throw new UsageError(`--format ${values.format} is not a format; use one of ${FORMATS.join(', ')}.`);
  const maxPages = values['max-pages'] === undefined ? undefined : Number(values['max-pages']);
  if (maxPages !== undefined && !(Number.isInteger(maxPages) && maxPages >= 1))
    throw new UsageError('--max-pages takes a whole number of pages, 1 or more.');
  if (positionals.length === 0) throw new UsageError('no INPUT given: name a URL or a file.');
  return {
    format,
    onlyMainContent: !values['no-main-content'],
    pages: values.pages,
    maxPages,
    out: values.out,
    predictions: values.predictions,
    inputs: positionals,
  };
}
