import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import { frontMatter, pageSummary } from '@/lib/export/front-matter';
import { imageCollector, type ImageFailure, type ImageLimits } from '@/lib/export/page-images';
import { fileBaseFrom, uniqueNames } from '@/lib/export/file-name';
import { t } from '@/lib/i18n/t';

/** One page of an export: its result when it has one, else why it has none. */
export interface ExportPage {
  url: string;
  title?: string;
  finishedAt?: number;
  result?: ParseData;
  error?: string;
  /** A page that answered an HTTP error: its answer, kept in results.jsonl (marked failed), never a `.md`. */
  errorAnswer?: ParseData;
}

export interface ZipOptions {
  images: boolean;
  limits?: ImageLimits;
  fetcher?: typeof fetch;
  onProgress?(done: number, total: number): void;
}

export interface ZipExport {
  blob: Blob;
  /** The .md files written, in order. */
  files: string[];
  imageFailures: ImageFailure[];
}

/** Compressed bytes are folded into a Blob every few MB, which the browser may keep on disk. */
const FOLD_BYTES = 8 * 1024 * 1024;

/**
 * A ZIP of pages, written as it goes (fflate's streaming Zip): `results.jsonl` with each page's
 * scrape response (or error, with the answer of a page that answered an HTTP error), one `.md` per
 * page read, named after its title, with YAML front matter, and with `images` the pages' images in
 * `images/` and the markdown pointing at them. Pages are read one at a time (twice: once per
 * part), so memory holds one page, not the batch.
 */
export async function pagesZip(
  pages: () => AsyncIterable<ExportPage>,
  total: number,
  options: ZipOptions,
): Promise<ZipExport> {
  let parts: BlobPart[] = [];
  let pending = 0;
  let failed: unknown;
  const zip = new Zip((error, chunk, final) => {
    if (error) failed = error;
    parts.push(chunk as Uint8Array<ArrayBuffer>);
    pending += chunk.byteLength;
    if (pending > FOLD_BYTES && !final) {
      parts = [new Blob(parts)];
      pending = 0;
    }
  });
  const add = (name: string, data: Uint8Array, compress = true) => {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(file);
    file.push(data, true);
  };

  const jsonl = new ZipDeflate('results.jsonl', { level: 6 });
  zip.add(jsonl);
  for await (const page of pages()) {
    const line = page.result
      ? { url: page.url, success: true, data: page.result }
      : {
          url: page.url,
          success: false,
          error: page.error ?? t('batch_noResult'),
          ...(page.errorAnswer && { data: page.errorAnswer }),
        };
    jsonl.push(strToU8(JSON.stringify(line) + '\n'));
  }
  jsonl.push(new Uint8Array(0), true);

  const names = uniqueNames();
  const files: string[] = [];
  const images = options.images
    ? imageCollector((path, bytes) => add(path, bytes, false), options.limits, options.fetcher)
    : undefined;
  let done = 0;
  for await (const page of pages()) {
    options.onProgress?.(++done, total);
    if (!page.result) continue;
    const facts = pageSummary(page.result, page.url, page.finishedAt ?? Date.now());
    const name = names(fileBaseFrom([facts.title ?? page.title, page.url], 'page'), 'md');
    const markdown = images
      ? await images.localize(page.result.markdown ?? '', page.url)
      : (page.result.markdown ?? '');
    add(name, strToU8(frontMatter(facts) + markdown + '\n'));
    files.push(name);
  }
  const imageFailures = images?.failures ?? [];
  if (imageFailures.length) {
    add(
      'images-not-saved.txt',
      strToU8(imageFailures.map((f) => `${f.image}\t${t('batch_imageOnPage', f.page)}\t${f.reason}`).join('\n') + '\n'),
    );
  }
  zip.end();
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return { blob: new Blob(parts, { type: 'application/zip' }), files, imageFailures };
}
