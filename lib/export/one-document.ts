import { pageSummary } from '@/lib/export/front-matter';
import type { ExportPage } from '@/lib/export/pages-zip';

const FOLD_CHARS = 4 * 1024 * 1024;

/**
 * Every page in one markdown document, in order, each under its title (its headline moved down a
 * level so the document keeps one outline), with its address below the title. `head` opens the
 * document (llms-full.txt's site title and summary).
 */
export async function oneDocument(pages: AsyncIterable<ExportPage>, head?: string): Promise<Blob> {
  let parts: BlobPart[] = head ? [head] : [];
  let pending = 0;
  for await (const page of pages) {
    if (!page.result) continue;
    const facts = pageSummary(page.result, page.url, page.finishedAt ?? Date.now());
    const title = facts.title ?? page.title ?? page.url;
    const body = (page.result.markdown ?? '').replace(/^(#{1,5}) /gm, '#$1 ');
    const part = `# ${title}\n\n<${facts.url}>\n\n${body.trim()}\n\n`;
    parts.push(part);
    pending += part.length;
    // Folded into a Blob every few MB (which the browser may keep on disk): a crawl of
    // thousands of pages never holds all its text as strings.
    if (pending > FOLD_CHARS) {
      parts = [new Blob(parts)];
      pending = 0;
    }
  }
  return new Blob(parts, { type: 'text/markdown;charset=utf-8' });
}
