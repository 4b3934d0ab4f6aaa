import type { ApiErrorData } from '@/lib/api/api-error';
import { CRAWL_LIMIT } from '@/lib/api/schemas/crawl';
import { bridgeCrawlRefusal } from '@/lib/crawl/program-crawl-consent';
import { hasSiteAccess } from '@/lib/permissions/site-access';
import { t } from '@/lib/i18n/t';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { crawlFetchBytes } from '@/lib/crawl/crawl-fetch';
import { crawlKey } from '@/lib/crawl/crawl-key';
import { crawlScope, scopeReasonText } from '@/lib/crawl/crawl-scope';
import type { FoundPage } from '@/lib/crawl/crawl-store';
import { hostGate } from '@/lib/crawl/host-gate';
import { loadRobots, type RobotsRules } from '@/lib/crawl/robots';
import type { RenderedLinks } from '@/lib/crawl/rendered-links';

/** A robots.txt crawl-delay above this is read as this: a crawl of a few hundred pages must end the same day. */
const MAX_ROBOTS_DELAY_S = 60;

/** Everything a local crawl decides by: its options turned into the checks each address goes through. */
export type CrawlRules = Awaited<ReturnType<typeof crawlRules>>;

/**
 * A crawl's rules, from its options by the service's names and meanings: which addresses are
 * the same page, which are in scope, what robots.txt allows (and the crawl-delay it asks for),
 * how many pages at most and how many at once per site.
 */
export async function crawlRules(job: BatchJob, signal: AbortSignal) {
  const spec = job.crawl!;
  const limit = Math.min(spec.limit ?? CRAWL_LIMIT.default, CRAWL_LIMIT.max);
  // A delay forces one page at a time, as the service's `delay` does.
  const concurrency = spec.delay ? 1 : Math.max(1, spec.maxConcurrency ?? job.concurrency ?? 3);
  const delayMs = (spec.delay ?? 0) * 1000;
  const gate = hostGate({ delayMs, concurrency });
  const scope = crawlScope(spec);
  const key = (url: string) => crawlKey(url, { ignoreQueryParameters: spec.ignoreQueryParameters ?? false });

  const robotsByOrigin = new Map<string, Promise<RobotsRules>>();
  const robotsFor = (url: string): Promise<RobotsRules> => {
    const origin = new URL(url).origin;
    let robots = robotsByOrigin.get(origin);
    if (!robots) {
      robots = loadRobots(origin, crawlFetchBytes, signal).then((loaded) => {
        // robots.txt's crawl-delay raises the crawl's own delay for that site, never lowers it.
        if (loaded.crawlDelaySeconds)
          gate.setDelay(
            new URL(url).host,
            Math.max(delayMs, Math.min(loaded.crawlDelaySeconds, MAX_ROBOTS_DELAY_S) * 1000),
          );
        return loaded;
      });
      robotsByOrigin.set(origin, robots);
    }
    return robots;
  };
  const robotsRefusal = async (url: string): Promise<ApiErrorData | undefined> => {
    // A site the crawl may not read (another site, for allowExternalLinks) fails on its own, saying so.
    if (spec.ignoreRobotsTxt || !(await hasSiteAccess(url))) return undefined;
    const robots = await robotsFor(url);
    if (robots.isAllowed(url)) return undefined;
    // A robots.txt that did not answer keeps the crawl away for now, as Google does: say so, not "refused".
    return robots.source === 'unreachable'
      ? { kind: 'forbidden', message: t('crawl_robotsUnreachable', String(robots.status ?? '—')), retryable: true }
      : { kind: 'forbidden', message: t('crawl_robotsBlocked'), retryable: false };
  };

  const consentRefusal = bridgeCrawlRefusal(job);
  /** Why a page is skipped, not read: a site the user has not let the program read, or robots.txt. */
  const pageRefusal = async (url: string): Promise<ApiErrorData | undefined> =>
    (await consentRefusal(url)) ?? (await robotsRefusal(url));

  /** The start page too must be in scope, as the service's document says: a start no include matches reads nothing. */
  const startRefusal = (item: { index: number; url: string }): ApiErrorData | undefined => {
    if (item.index !== 0) return undefined;
    const answer = scope(item.url);
    return answer.ok
      ? undefined
      : {
          kind: 'invalid-request',
          message: t('crawl_startOutOfScope', scopeReasonText(answer.reason)),
          retryable: false,
        };
  };

  /** A page's canonical link when it points inside the crawl: it names the page. */
  const canonicalOf = (rendered: RenderedLinks | undefined, pageUrl: string): string | undefined => {
    const canonical = rendered?.canonical;
    if (!canonical || !key(canonical) || new URL(canonical).origin !== new URL(pageUrl).origin) return undefined;
    return scope(canonical).ok ? canonical : undefined;
  };

  /** The links a page adds to the frontier: in scope, within depth, each marked when it is not to be read. */
  const linksToFollow = async (rendered: RenderedLinks, depth: number, pageUrl: string): Promise<FoundPage[]> => {
    if (spec.sitemap === 'only') return [];
    if (spec.maxDiscoveryDepth !== undefined && depth + 1 > spec.maxDiscoveryDepth) return [];
    if (!scope.followLinksOf(pageUrl)) return [];
    const found: FoundPage[] = [];
    for (const link of rendered.links) await addFound(found, link.url, depth + 1, pageUrl);
    return found;
  };

  /** `fromUrl`: the page that links to it (another site's page is read only from a page of this one). */
  const addFound = async (found: FoundPage[], url: string, depth: number, fromUrl?: string): Promise<void> => {
    const pageKey = key(url);
    if (!pageKey || !scope(url, fromUrl).ok) return;
    const address = url.replace(/#.*$/, '');
    found.push({ url: address, key: pageKey, depth, skip: await pageRefusal(address) });
  };

  const sameAs = (url: string): ApiErrorData => ({
    kind: 'scrape-failed',
    message: t('crawl_samePageAs', url),
    retryable: false,
  });

  return {
    spec,
    limit,
    concurrency,
    gate,
    key,
    check: scope,
    robotsFor,
    robotsRefusal,
    pageRefusal,
    startRefusal,
    canonicalOf,
    linksToFollow,
    addFound,
    sameAs,
  };
}
