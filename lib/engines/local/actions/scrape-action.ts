import { extractResultSchema } from '@/lib/engines/local/scrape/extract-request';
import { callPage } from '@/lib/engines/local/scrape/tab-call';

/** The scrape action: the page's address and raw HTML at that moment. */
export async function scrapeAction(tabId: number): Promise<{ url: string; html: string }> {
  const page = extractResultSchema.parse(
    await callPage(tabId, {
      op: 'extract',
      request: {
        url: '',
        onlyMainContent: false,
        removeBase64Images: false,
        formats: { markdown: false, html: false, links: false, rawHtml: true },
      },
    }),
  );
  return { url: page.url, html: page.rawHtml ?? '' };
}
