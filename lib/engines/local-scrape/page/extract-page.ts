import { convertDocument } from '../../../convert/convert-document';
import { readPageFacts } from '../../../page-facts/page-facts-formats';
import type { ExtractRequest, ExtractResult } from '../extract-request';

/** The scrape formats the page side makes from the live document, plus its metadata. */
export function extractPage(request: ExtractRequest): ExtractResult {
  const { metadata, markdown, html, links, warning } = convertDocument(document, {
    ...request,
    url: location.href,
    statusCode: navigationStatus(),
    formats: { markdown: request.formats.markdown, html: request.formats.html, links: request.formats.links },
  });
  const pageFacts = readPageFacts(document, location.href, request.formats);
  return {
    ...pageFacts.facts,
    markdown,
    html,
    links,
    // The document as it stands now, scripts' changes included.
    rawHtml: request.formats.rawHtml ? doctype() + document.documentElement.outerHTML : undefined,
    metadata,
    url: location.href,
    warning: [warning, pageFacts.warning].filter(Boolean).join(' ') || undefined,
  };
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
