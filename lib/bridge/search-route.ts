import type { ParseData } from '@/lib/api/schemas/parse-response';
import { SCRAPE_DEFAULTS } from '@/lib/api/schemas/scrape-constants';
import { SEARCH_LIMIT } from '@/lib/api/schemas/search';
import { t } from '@/lib/i18n/t';
import type { Job } from '@/lib/jobs/job-schema';
import type { SearchRead } from '@/lib/bridge/bridge-deps';
import type { BridgeAnswer } from '@/lib/bridge/bridge-request-schema';
import { failure } from '@/lib/bridge/error-answer';
import { JOB_MARGIN_MS, jobAnswer, timeoutAnswer } from '@/lib/bridge/job-answer';
import { servedWithModel } from '@/lib/bridge/local-needs';
import { forwarded, forwardOrRefuse, withDeadline, type RouteContext } from '@/lib/bridge/route-context';
import { localSearchRequest, type LocalSearch } from '@/lib/bridge/search-request';
import { serviceData, serviceMetadata } from '@/lib/bridge/service-data';
import { pageKey } from '@/lib/jobs/page-key';
import { SERVICE_WORDING, type ApiVersion } from '@/lib/bridge/service-wording';

// POST /v1/search and /v2/search: a search in the user's browser (the engine they chose: its own
// default, or the address set in Settings), its site asked for like any site; the results found,
// then, when the request reads them, their sites asked for and the pages read through the batch
// pool. When the user's searches go to the service (its key, and the service as the default engine)
// and forwarding is allowed, the request goes there as it is. docs/search.md says what is followed.

const DEFAULT_TIMEOUT_MS = 60_000;
/** Pages of a search read at once, as a batch's pool reads them. */
const POOL = 3;

export async function searchRoute(ctx: RouteContext): Promise<BridgeAnswer> {
  if (await ctx.deps.searchAtService()) {
    const answer = await forwarded(ctx);
    if (answer) return answer;
  }
  const checked = localSearchRequest(ctx.request.body, ctx.version);
  if (!checked.ok) return checked.answer;
  const search = checked.value;
  // The service's words to a team without its discovery: firecrawl-mcp then searches the web alone.
  if (search.discovery) return failure(403, SERVICE_WORDING.discoveryNotEnabled);
  if (search.scrape) {
    const needs = servedWithModel(search.needsService, await ctx.deps.hasModel());
    if (needs.length) return forwardOrRefuse(ctx, needs);
  }
  const jobId = await ctx.deps.startSearch({ spec: search.spec, options: search.options, clientName: ctx.client.name });
  const searched = await ended(ctx, jobId, search.spec.timeout ?? DEFAULT_TIMEOUT_MS);
  if (!searched) return timeoutAnswer(search.spec.timeout ?? DEFAULT_TIMEOUT_MS);
  if (searched.status !== 'done') return jobAnswer(searched, ctx.version);
  let read = await ctx.deps.readSearch(jobId);
  const urls = read?.answer.results.filter((r) => r.kind === 'web').map((r) => r.url) ?? [];
  if (search.scrape && urls.length) {
    await ctx.deps.scrapeSearchResults(jobId, urls);
    const pageTimeout = search.options.timeout ?? SCRAPE_DEFAULTS.timeout;
    const wait = pageTimeout * Math.ceil(urls.length / POOL);
    const scraped = await ended(ctx, jobId, wait);
    if (!scraped) return timeoutAnswer(wait);
    read = await ctx.deps.readSearch(jobId);
  }
  return { status: 200, body: answerBody(ctx, jobId, search, read) };
}

/** A read result's page as the service merges it in place: both documents type its metadata as single texts. */
function pageData(result: ParseData, version: ApiVersion) {
  const data = serviceData(result, version);
  return result.metadata ? { ...data, metadata: serviceMetadata(result.metadata, 'v1') } : data;
}

/** The job once it has ended again (a search, then its pages), or undefined past its time. */
async function ended(ctx: RouteContext, jobId: string, timeoutMs: number): Promise<Job | undefined> {
  const job = await withDeadline(ctx, timeoutMs + JOB_MARGIN_MS, (signal) => ctx.deps.waitForJob(jobId, signal));
  return job?.value;
}

/** The service's answer: the web results, each read one with its page in place, in this version's shape. */
function answerBody(ctx: RouteContext, jobId: string, search: LocalSearch, read: SearchRead | undefined) {
  const pages = new Map(read?.pages.map((page) => [pageKey(page.item.url), page]) ?? []);
  const web = (read?.answer.results ?? [])
    .filter((r) => r.kind === 'web')
    .slice(0, search.spec.limit ?? SEARCH_LIMIT.v2Default)
    .map(({ url, title, description, position }) => {
      const found = {
        url,
        title: title ?? '',
        description: description ?? '',
        ...(ctx.version === 'v2' && { position }),
      };
      const page = pages.get(pageKey(url));
      if (page?.result) return { ...found, ...pageData(page.result, ctx.version) };
      if (page?.item.error)
        return { ...found, metadata: { statusCode: page.item.error.status ?? 500, error: page.item.error.message } };
      return found;
    });
  const notes = [...(read?.answer.warnings ?? [])];
  if (search.notApplied.length) notes.push(t('search_notApplied', search.notApplied.join(', ')));
  if (ctx.version === 'v1') {
    if (!web.length) notes.push(t('bridge_searchNothing'));
    return { success: true, data: web, ...(notes.length && { warning: notes.join(' ') }), id: jobId };
  }
  const asked = new Set((search.spec.sources ?? ['web']).map((s) => (typeof s === 'string' ? s : s.type)));
  const data = {
    web,
    ...(asked.has('news') && { news: [] }),
    ...(asked.has('images') && { images: [] }),
  };
  return { success: true, data, ...(notes.length && { warning: notes.join(' ') }), id: jobId, creditsUsed: 0 };
}
