import type { BridgeDeps } from '@/lib/bridge/bridge-deps';
import { ApiError } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';
import { searchEngineSite } from '@/lib/search';
import { requireConsent } from '@/lib/bridge/consent/site-consent';

/**
 * The router's deps, each site a program asks for read only with the user's consent: scrape,
 * batch, crawl, map and search (its engine's site, then the results it reads) wait for it (or are
 * refused with a 403 naming the sites). A parse reads an
 * uploaded file, no site, and the rest read or forward what the program already has.
 */
export function withConsent(deps: BridgeDeps, client: string, signal: AbortSignal): BridgeDeps {
  return {
    ...deps,
    async startScrape(engine, request, clientName) {
      await requireConsent({ client, what: 'scrape', urls: [request.url], engine, signal });
      return deps.startScrape(engine, request, clientName);
    },
    async startBatch(batch) {
      await requireConsent({ client, what: 'batch', urls: batch.urls, signal });
      return deps.startBatch(batch);
    },
    // The crawl's other sites are checked page by page as it finds them (crawl-consent.ts).
    async startCrawl(crawl) {
      await requireConsent({ client, what: 'crawl', urls: [crawl.spec.url], signal });
      return deps.startCrawl(crawl);
    },
    // The engine's site before the query goes to it: the one set in Settings, or the site the
    // browser's own engine was last seen on (no browser tells it before a search).
    async startSearch(search) {
      const engine = await searchEngineSite(search.spec.query);
      if (!engine) throw new ApiError({ kind: 'forbidden', message: t('bridge_searchEngineUnknown') });
      await requireConsent({ client, what: 'search', urls: [engine], signal });
      return deps.startSearch(search);
    },
    async scrapeSearchResults(jobId, urls) {
      await requireConsent({ client, what: 'batch', urls, signal });
      return deps.scrapeSearchResults(jobId, urls);
    },
    // The map's own signal: it aborts with the client and at the map's timeout.
    async mapSite(map, mapSignal) {
      await requireConsent({ client, what: 'map', urls: [map.url], signal: mapSignal });
      return deps.mapSite(map, mapSignal);
    },
  };
}
