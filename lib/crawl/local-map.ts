import { ApiError } from '@/lib/api/api-error';
import { readInPool } from '@/lib/browser/tab-pool';
import { hasSiteAccess } from '@/lib/permissions/site-access';
import { NO_SITE_ACCESS } from '@/lib/permissions/program-refusal-codes';
import { errorText } from '@/lib/api/error-text';
import { t } from '@/lib/i18n/t';
import { crawlFetchBytes } from '@/lib/crawl/crawl-fetch';
import { crawlKey } from '@/lib/crawl/crawl-key';
import { crawlScope } from '@/lib/crawl/crawl-scope';
import type { MapAnswer, MapLink, MapOptions } from '@/lib/crawl/map-schema';
import { loadRobots } from '@/lib/crawl/robots';
import { readSitemaps, sitemapCandidates } from '@/lib/crawl/sitemaps';
import { renderedLinks, settleDocument } from '@/lib/crawl/rendered-links';
import { filterMapLinks } from '@/lib/crawl/map-search';

/** As the service's map: 5,000 addresses unless asked for more. */
export const MAP_DEFAULT_LIMIT = 5000;
const PAGE_TIMEOUT_MS = 30_000;
/** Pages whose links "one level deeper" reads at most, so a map stays a matter of seconds. */
const DEEPER_PAGES = 25;

/**
 * The local map: the site's sitemaps plus the links of the start page as the browser draws it
 * (and of the pages it links to, when asked), with titles where a link gives one. No page is
 * converted; the search filters and orders, the limit cuts.
 */
export async function localMap(map: MapOptions, signal: AbortSignal): Promise<MapAnswer> {
  if (!(await hasSiteAccess(map.url)))
    throw new ApiError({
      kind: 'forbidden',
      code: NO_SITE_ACCESS,
      message: t('batch_noSiteAccess', new URL(map.url).host),
    });
  const key = (url: string) => crawlKey(url, { ignoreQueryParameters: map.ignoreQueryParameters ?? true });
  const scope = crawlScope({ url: map.url, crawlEntireDomain: true, allowSubdomains: map.includeSubdomains ?? true });
  const found = new Map<string, MapLink>();
  const warnings: string[] = [];
  const add = (url: string, title?: string) => {
    const pageKey = key(url);
    if (!pageKey || !scope(url).ok) return;
    const known = found.get(pageKey);
    if (!known) found.set(pageKey, { url: url.replace(/#.*$/, ''), title: title || undefined, description: undefined });
    else if (!known.title && title) known.title = title;
  };
  add(map.url);
  if (map.sitemap !== 'skip') {
    try {
      const origin = new URL(map.url).origin;
      const robots = await loadRobots(origin, crawlFetchBytes, signal);
      const entries = readSitemaps(sitemapCandidates(origin, robots.sitemaps), crawlFetchBytes, {
        limit: map.limit ?? MAP_DEFAULT_LIMIT,
        signal,
      });
      for await (const entry of entries) add(entry.url);
    } catch (error) {
      signal.throwIfAborted();
      warnings.push(t('map_sitemapFailed', errorText(error)));
    }
  }
  if (map.sitemap !== 'only') {
    const start = await linksOf(map.url, signal);
    for (const link of start) add(link.url, link.text);
    if (map.deeper) {
      const next = start.filter((link) => scope(link.url).ok && key(link.url) !== key(map.url)).slice(0, DEEPER_PAGES);
      for (const link of next) {
        try {
          for (const deeper of await linksOf(link.url, signal)) add(deeper.url, deeper.text);
        } catch (error) {
          signal.throwIfAborted();
          warnings.push(t('map_pageFailed', link.url, errorText(error)));
        }
      }
    }
  }
  return { links: filterMapLinks([...found.values()], map.search, map.limit ?? MAP_DEFAULT_LIMIT), warnings };
}

/** A page's rendered links, read in a tab of the pool of background tabs. */
function linksOf(url: string, signal: AbortSignal) {
  return readInPool(url, { signal, timeoutMs: PAGE_TIMEOUT_MS }, async (tabId) => {
    await settleDocument(tabId);
    return (await renderedLinks(tabId)).links;
  });
}
