import '@/lib/setup/zod-jitless';
import { convertDocument } from '@/lib/convert/convert-document';
import { EXTRACT_GLOBAL, extractRequestSchema, type ExtractResult } from '@/lib/engines/local/extract-request';

// Injected on demand into the tab being scraped (never declared in the manifest), in the
// extension's isolated world: the page's scripts cannot see or call it. It holds no key.
export default defineContentScript({
  matches: [],
  registration: 'runtime',
  main() {
    Object.assign(globalThis, { [EXTRACT_GLOBAL]: extract });
  },
});

function extract(raw: unknown): ExtractResult {
  const request = extractRequestSchema.parse(raw);
  const { metadata, markdown, html, links } = convertDocument(document, {
    ...request,
    url: location.href,
    statusCode: navigationStatus(),
    formats: { markdown: request.formats.markdown, html: request.formats.html, links: request.formats.links },
  });
  return {
    markdown,
    html,
    links,
    // The document as it stands now, scripts' changes included.
    rawHtml: request.formats.rawHtml ? doctype() + document.documentElement.outerHTML : undefined,
    metadata,
    url: location.href,
  };
}

/** The HTTP status of the page's own navigation (Chrome 109+); absent where unknown. */
function navigationStatus(): number | undefined {
  const [entry] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & { responseStatus?: number })[];
  return entry?.responseStatus || undefined;
}

function doctype(): string {
  const dt = document.doctype;
  return dt ? `<!DOCTYPE ${dt.name}${dt.publicId ? ` PUBLIC "${dt.publicId}"` : ''}${dt.systemId ? ` "${dt.systemId}"` : ''}>\n` : '';
}
