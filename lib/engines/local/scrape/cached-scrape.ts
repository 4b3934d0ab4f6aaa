import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { ScrapeFormat } from '@/lib/api/schemas/scrape-options';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import { previousLocalScrape } from '@/lib/engines/local/scrape/local-history';

// Options that change what a format contains: a cached answer must have used the same ones.
const SHAPING = ['onlyMainContent', 'includeTags', 'excludeTags', 'removeBase64Images'] as const;
const FIELD: Partial<Record<ScrapeFormat, keyof ParseData>> = {
  markdown: 'markdown',
  html: 'html',
  rawHtml: 'rawHtml',
  links: 'links',
  screenshot: 'screenshot',
  'screenshot@fullPage': 'screenshot',
};

/**
 * maxAge, locally: a done local scrape of the same URL, younger than maxAge, made with the same
 * shaping options and every format asked for now, answers instead of the tab (marked
 * `metadata.cacheState: 'hit'`). Actions and change tracking always need the live page.
 */
export async function cachedScrape(request: ScrapeRequest, now = Date.now()): Promise<ParseData | undefined> {
  const formats = request.formats ?? ['markdown'];
  if (!request.maxAge || request.actions?.length || formats.includes('changeTracking')) return undefined;
  const hit = await previousLocalScrape(request.url, (job) => {
    const theirs = job.request.formats ?? ['markdown'];
    return (
      now - (job.finishedAt ?? 0) <= (request.maxAge ?? 0) &&
      !job.request.actions?.length &&
      formats.every((f) => theirs.includes(f)) &&
      SHAPING.every((key) => JSON.stringify(job.request[key]) === JSON.stringify(request[key]))
    );
  });
  if (!hit) return undefined;
  const data: ParseData = {
    metadata: {
      ...hit.result.metadata,
      cacheState: 'hit',
      cachedAt: new Date(hit.job.finishedAt ?? now).toISOString(),
    },
  };
  for (const format of formats) {
    const field = FIELD[format];
    if (field) Object.assign(data, { [field]: hit.result[field] });
  }
  return data;
}
