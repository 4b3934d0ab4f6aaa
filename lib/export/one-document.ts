import { pageFacts } from './front-matter';
import type { ExportPage } from './pages-zip';

/**
 * Every page in one markdown document, in order, each under its title (its headline moved down a
 * level so the document keeps one outline), with its address below the title. `head` opens the
 * document (llms-full.txt's site title and summary).
 */
export async function oneDocument(pages: AsyncIterable<ExportPage>, head?: string): Promise<Blob> {
  const parts: string[] = head ? [head] : [];
  for await (const page of pages) {
    if (!page.result) continue;
    const facts = pageFacts(page.result, page.url, page.finishedAt ?? Date.now());
    const title = facts.title ?? page.title ?? page.url;
    const body = (page.result.markdown ?? '').replace(/^(#{1,5}) /gm, '#$1 ');
    parts.push(`# ${title}\n\n<${facts.url}>\n\n${body.trim()}\n\n`);
  }
  return new Blob(parts, { type: 'text/markdown;charset=utf-8' });
}
