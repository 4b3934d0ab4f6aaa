import { ApiError } from '@/lib/api/api-error';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import { SCRAPE_DEFAULTS } from '@/lib/api/schemas/scrape-options';
import { PAGE_FACT_FORMATS } from '@/lib/api/schemas/scrape-constants';
import { sleep } from '@/lib/api/retry-delay';
import type { JobWork } from '@/lib/jobs/job-runner';
import { runActions } from '@/lib/engines/local/actions/run-actions';
import { cachedScrape } from '@/lib/engines/local/scrape/cached-scrape';
import { captureViewport } from '@/lib/engines/local/scrape/capture-viewport';
import { trackChange } from '@/lib/engines/change-tracking/change-tracking';
import { extractResultSchema, type ExtractResult } from '@/lib/engines/local/scrape/extract-request';
import { kindOfType } from '@/lib/engines/local/document/document-kind';
import { readDocumentAt } from '@/lib/engines/local/document/read-document';
import { captureFullPage } from '@/lib/engines/local/scrape/full-page-screenshot';
import { localRefusal, notApplyingLocally } from '@/lib/engines/local/scrape/local-support';
import { callPage } from '@/lib/engines/local/scrape/tab-call';
import { warmTab } from '@/lib/engines/local/scrape/warm-tab';
import { sentence, t } from '@/lib/i18n/t';
import { localHasModel } from '@/lib/engines/local/scrape/local-model-setting';
import { answerModelFormats } from '@/lib/engines/local/scrape/model-formats';

/**
 * The local engine: the same scrape request answered from the live tab, as the user sees it,
 * logged in. Nothing leaves the browser and no credits are spent.
 */
export const scrapeLocal =
  (request: ScrapeRequest, tabId: number): JobWork =>
  async (signal, report) => {
    const refusal = localRefusal(request, await localHasModel());
    if (refusal)
      throw new ApiError({
        kind: 'invalid-request',
        message: refusal,
        details: [{ field: 'formats', message: refusal }],
      });
    const cached = await cachedScrape(request);
    if (cached) return cached;
    const timeout = request.timeout ?? SCRAPE_DEFAULTS.timeout;
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeout)]);
    try {
      const data = await scrapeTab(request, tabId, deadline, Date.now() + timeout, report);
      deadline.throwIfAborted();
      return data;
    } catch (error) {
      if (signal.aborted) throw error;
      if (deadline.aborted) {
        throw new ApiError({ kind: 'timeout', message: t('localScrape_timeout', timeout / 1000) });
      }
      throw error;
    }
  };

async function scrapeTab(
  request: ScrapeRequest,
  tabId: number,
  signal: AbortSignal,
  deadlineAt: number,
  report: Parameters<JobWork>[1],
): Promise<ParseData> {
  if (request.waitFor) {
    report({ message: t('localScrape_waiting', request.waitFor) });
    // The wait is the tab's idle time: the converter is injected and practised in it (warm-tab.ts),
    // so the read after it meets compiled, practised code, whoever asked (popup, batch, crawl, bridge).
    await Promise.all([sleep(request.waitFor, signal), warmTab(tabId)]);
  }
  const actions = request.actions?.length
    ? await runActions(tabId, request.actions, { signal, deadlineAt, report })
    : undefined;
  report({ message: t('localScrape_reading') });
  const formats = new Set(request.formats ?? SCRAPE_DEFAULTS.formats);
  const read = await extractOrDocument(request, tabId, formats, signal, report);
  signal.throwIfAborted();
  if ('document' in read) return read.document;
  const { page } = read;
  const data: ParseData = { metadata: { ...page.metadata, sourceURL: request.url, url: page.url } };
  if (request.maxAge) Object.assign(data.metadata ?? {}, { cacheState: 'miss' });
  if (formats.has('markdown')) data.markdown = page.markdown ?? '';
  if (formats.has('html')) data.html = page.html ?? '';
  if (formats.has('rawHtml')) data.rawHtml = page.rawHtml ?? '';
  if (formats.has('links')) data.links = page.links ?? [];
  for (const f of PAGE_FACT_FORMATS) if (formats.has(f) && page[f]) Object.assign(data, { [f]: page[f] });
  const screenshot = await takeScreenshot(formats, tabId, signal, report);
  if (screenshot.url) data.screenshot = screenshot.url;
  if (actions) data.actions = actions;
  const model = await answerModelFormats(request, page.markdown ?? '', signal, report);
  if (model.json) data.json = model.json;
  if (model.summary !== undefined) data.summary = model.summary;
  if (model.usage) data.modelUsage = model.usage;
  if (formats.has('changeTracking'))
    data.changeTracking = await trackChange(request, page.markdown ?? '', model.tracked);
  const ignored = notApplyingLocally(request);
  const warnings = [
    page.warning,
    screenshot.warning,
    ...model.warnings,
    ignored.length ? t('localScrape_optionsIgnored', ignored.join(', ')) : undefined,
  ];
  if (warnings.some(Boolean)) data.warning = warnings.filter(Boolean).join(' ');
  return data;
}

/**
 * The tab's page as the extract script reads it; or, when the tab shows a document rather than a
 * page, that document, read from its address by the local parser (the rule's second half: the
 * answer's content type, documentKind). A document shows as a page served as application/pdf
 * (Chromium's PDF viewer), or as a tab the extension may not script (Firefox's pdf.js viewer).
 */
async function extractOrDocument(
  request: ScrapeRequest,
  tabId: number,
  formats: Set<string>,
  signal: AbortSignal,
  report: Parameters<JobWork>[1],
): Promise<{ page: ExtractResult } | { document: ParseData }> {
  // The model reads the page's markdown: json, summary and change tracking need it made.
  const needsMarkdown = ['markdown', 'changeTracking', 'json', 'summary'].some((f) => formats.has(f));
  let reply: unknown;
  try {
    reply = await callPage(tabId, {
      op: 'extract',
      request: {
        url: request.url,
        onlyMainContent: request.onlyMainContent ?? SCRAPE_DEFAULTS.onlyMainContent,
        includeTags: request.includeTags,
        excludeTags: request.excludeTags,
        removeBase64Images: request.removeBase64Images ?? SCRAPE_DEFAULTS.removeBase64Images,
        formats: {
          markdown: needsMarkdown,
          html: formats.has('html'),
          links: formats.has('links'),
          rawHtml: formats.has('rawHtml'),
          ...Object.fromEntries(PAGE_FACT_FORMATS.map((f) => [f, formats.has(f)])),
        },
      },
    });
  } catch (error) {
    const unscriptable = error instanceof ApiError && error.kind === 'forbidden' && !signal.aborted;
    const document = unscriptable ? await readDocumentAt(request, signal, report) : undefined;
    if (document) return { document };
    throw error;
  }
  const page = extractResultSchema.parse(reply);
  const type = kindOfType(typeof page.metadata.contentType === 'string' ? page.metadata.contentType : undefined);
  if (type && type !== 'page') {
    const document = await readDocumentAt(request, signal, report, page.url);
    if (document) return { document };
  }
  return { page };
}

/**
 * The screenshot asked for, or why none could be taken (its tab not in front, no access to the
 * page): one format that cannot be made is a warning on that format, and the rest are delivered.
 */
async function takeScreenshot(
  formats: ReadonlySet<string>,
  tabId: number,
  signal: AbortSignal,
  report: Parameters<JobWork>[1],
): Promise<{ url?: string; warning?: string }> {
  if (!formats.has('screenshot') && !formats.has('screenshot@fullPage')) return {};
  report({ message: t('localScrape_screenshot') });
  try {
    return { url: formats.has('screenshot') ? await captureViewport(tabId) : await captureFullPage(tabId) };
  } catch (error) {
    if (signal.aborted || !(error instanceof ApiError)) throw error;
    return { warning: t('localScrape_screenshotNotTaken', sentence(error.message)) };
  }
}
