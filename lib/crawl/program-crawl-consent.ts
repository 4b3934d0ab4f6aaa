import type { ApiErrorData } from '@/lib/api/api-error';
import { siteHost } from '@/lib/permissions/site-of';
import { t } from '@/lib/i18n/t';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { siteOf } from '@/lib/permissions/site-of';
import { readSitePolicies } from '@/lib/permissions/site-policy-store';
import { SITE_NOT_ALLOWED } from '@/lib/permissions/program-refusal-codes';

/**
 * Why a bridge crawl (its job has `client`) does not read a page: the page is on another site than
 * the one the user consented to at the start (subdomains, external links), and the user has not
 * allowed that site. The start site with or without `www.` is the crawl's own, as its scope says.
 * Undefined for the user's own crawls and for pages that may be read.
 */
export function bridgeCrawlRefusal(job: BatchJob): (url: string) => Promise<ApiErrorData | undefined> {
  const start = job.client && job.crawl ? siteOf(job.crawl.url) : undefined;
  if (!start) return async () => undefined;
  return async (url) => {
    const site = siteOf(url);
    if (!site || siteHost(site) === siteHost(start)) return undefined;
    // Read each time: the user may allow or block a site while the crawl runs.
    if ((await readSitePolicies())[site] === 'allow') return undefined;
    return {
      kind: 'forbidden',
      code: SITE_NOT_ALLOWED,
      message: t('bridge_crawlSiteNotAllowed', site),
      retryable: false,
    };
  };
}
