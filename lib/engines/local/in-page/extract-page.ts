import { convertDocument } from '@/lib/engines/local/convert/convert-document';
import { t } from '@/lib/i18n/t';
import { asksForPageFacts } from '@/lib/engines/local/page-scripts/page-scripts';
import { pagePart, type PageParts } from '@/lib/engines/local/in-page/page-parts';
import type { ExtractRequest, ExtractResult } from '@/lib/engines/local/scrape/extract-request';

/** The scrape formats the page side makes from the live document, plus its metadata. */
export function extractPage(request: ExtractRequest): ExtractResult {
  const { metadata, markdown, html, links, warning } = convertDocument(document, {
    ...request,
    url: location.href,
    statusCode: navigationStatus(),
    formats: { markdown: request.formats.markdown, html: request.formats.html, links: request.formats.links },
  });
  const pageFacts = readFacts(request.formats);
  return {
    ...pageFacts.facts,
    markdown,
    html,
    links,
    // The document as it stands now, scripts' changes included.
    rawHtml: request.formats.rawHtml ? doctype() + document.documentElement.outerHTML : undefined,
    // What the page was served as (text/html for a page; application/pdf in Chromium's PDF viewer,
    // which the background then reads as a document).
    metadata: { ...metadata, contentType: document.contentType },
    url: location.href,
    warning: [warning, pageFacts.warning].filter(Boolean).join(' ') || undefined,
  };
}

/**
 * The asked-for page facts, read by the page-facts script, which the background injects beside
 * this one when a fact is asked for (page-scripts.ts).
 */
function readFacts(formats: ExtractRequest['formats']): ReturnType<NonNullable<PageParts['facts']>> {
  if (!asksForPageFacts(formats)) return { facts: {} };
  const read = pagePart('facts');
  if (!read) throw new Error(t('localScrape_pageFactsMissing'));
  return read(document, location.href, formats);
}

/** The HTTP status of the page's own navigation (Chrome 109+); absent where unknown. */
function navigationStatus(): number | undefined {
  const [entry] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
    responseStatus?: number;
  })[];
  return entry?.responseStatus || undefined;
}

function doctype(): string {
  const dt = document.doctype;
  return dt
    ? `<!DOCTYPE ${dt.name}${dt.publicId ? ` PUBLIC "${dt.publicId}"` : ''}${dt.systemId ? ` "${dt.systemId}"` : ''}>\n`
    : '';
}
