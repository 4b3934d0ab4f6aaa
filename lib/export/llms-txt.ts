// PLACEHOLDER: the real builders come from another branch at merge; this file only keeps their
// API (and a plain working version of it) so the crawl view's buttons build and run.
import type { ParseData } from '../api/schemas/parse-response';
import { pageFacts } from './front-matter';
import type { ExportPage } from './pages-zip';

export interface LlmsSite {
  title: string;
  summary?: string;
  url: string;
}

/** llms.txt: the site's title, its summary, and a link to each page. */
export async function llmsTxt(pages: AsyncIterable<ExportPage>, site: LlmsSite): Promise<Blob> {
  const lines = [`# ${site.title}`, ''];
  if (site.summary) lines.push(`> ${site.summary}`, '');
  for await (const page of pages) {
    if (!page.result) continue;
    const facts = pageFacts(page.result, page.url, page.finishedAt ?? Date.now());
    lines.push(`- [${facts.title ?? page.title ?? page.url}](${facts.url})`);
  }
  return new Blob([`${lines.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
}

/** llms-full.txt: every page's markdown under the site's title. */
export async function llmsFullTxt(pages: AsyncIterable<ExportPage>, site: LlmsSite): Promise<Blob> {
  const parts = [`# ${site.title}\n\n`];
  for await (const page of pages) if (page.result?.markdown) parts.push(`${page.result.markdown.trim()}\n\n`);
  return new Blob(parts, { type: 'text/plain;charset=utf-8' });
}

/** The site's title and summary, from its start page's metadata. */
export function siteFacts(startPageResult: ParseData | undefined): { title?: string; summary?: string } {
  const facts = pageFacts(startPageResult, '', 0);
  return { title: facts.title, summary: facts.description };
}
