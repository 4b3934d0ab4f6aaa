import { parseDataSchema } from '@/lib/api/schemas/parse-response';
import type { SearchResponse } from '@/lib/api/schemas/search';
import { toV2ScrapeOptions } from '@/lib/crawl';
import { remoteClient } from '@/lib/engines/remote/remote-client';
import { t } from '@/lib/i18n/t';
import type { BatchJob } from '@/lib/jobs/job-schema';
import type { SearchAnswer, SearchResult } from '@/lib/search/search-answer';
import { searchCalls } from '@/lib/search/search-calls';
import type { ResultPage } from '@/lib/search/search-store';

/** A result's own fields; the rest of a scraped result is its page, merged in place by the service. */
const RESULT_FIELDS = new Set([
  'url',
  'title',
  'description',
  'snippet',
  'position',
  'category',
  'date',
  'imageUrl',
  'imageWidth',
  'imageHeight',
]);
const CONTENT = ['markdown', 'html', 'rawHtml', 'links', 'screenshot', 'json', 'summary'];

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The service's results by kind, in its order, each with its position. */
export function resultsOf(data: NonNullable<SearchResponse['data']>): SearchResult[] {
  const kind = (name: SearchResult['kind'], items: readonly Record<string, unknown>[] | null | undefined) =>
    (items ?? []).flatMap((item, i): SearchResult[] => {
      const url = text(item.url) ?? text(item.imageUrl);
      if (!url) return [];
      const result: SearchResult = {
        kind: name,
        url,
        title: text(item.title),
        description: text(item.description) ?? text(item.snippet),
        date: text(item.date),
        imageUrl: text(item.imageUrl),
        imageWidth: number(item.imageWidth),
        imageHeight: number(item.imageHeight),
        position: Math.max(1, Math.floor(number(item.position) ?? i + 1)),
      };
      return [Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined)) as SearchResult];
    });
  return [...kind('web', data.web), ...kind('news', data.news), ...kind('images', data.images)];
}

/** A scraped result as one of the job's pages: read (its page as the service merged it), or failed with why. */
export function scrapedPage(item: Record<string, unknown>): ResultPage | undefined {
  const url = text(item.url);
  if (!url) return undefined;
  const page = Object.fromEntries(Object.entries(item).filter(([key]) => !RESULT_FIELDS.has(key)));
  const parsed = parseDataSchema.safeParse(page);
  const title = text(item.title);
  if (parsed.success && CONTENT.some((key) => page[key] !== undefined && page[key] !== null))
    return { url, title, outcome: { status: 'done', result: parsed.data } };
  const said = parsed.success ? text(parsed.data.metadata?.error) : undefined;
  return {
    url,
    title,
    outcome: {
      status: 'failed',
      error: { kind: 'scrape-failed', message: said ?? t('search_serviceNoPage'), retryable: true },
    },
  };
}

/**
 * The service's search (v2) with the job's options; when the job reads its results, the scrape
 * options go with it and the service reads every web and news result in place.
 */
export async function remoteSearch(
  job: BatchJob & { search: NonNullable<BatchJob['search']> },
  signal: AbortSignal,
): Promise<{ answer: SearchAnswer; pages: ResultPage[] }> {
  const { scrape, ...options } = job.search;
  const client = searchCalls((await remoteClient()).transport);
  const response = await client.search(
    { ...options, ...(scrape && { scrapeOptions: toV2ScrapeOptions(job.options) }) },
    { signal },
  );
  const data = response.data ?? {};
  const pages = scrape ? [...(data.web ?? []), ...(data.news ?? [])].flatMap((item) => scrapedPage(item) ?? []) : [];
  return {
    answer: {
      results: resultsOf(data),
      warnings: response.warning ? [response.warning] : [],
      engineName: t('search_theService'),
      ...(response.id && { serviceId: response.id }),
      ...(typeof response.creditsUsed === 'number' && { creditsUsed: response.creditsUsed }),
      complete: true,
    },
    pages,
  };
}
