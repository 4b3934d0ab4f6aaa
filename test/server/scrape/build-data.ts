import { randomUUID } from 'node:crypto';
import { issueAsset } from '../assets';
import type { RenderedPage } from '../html/page';
import type { ServerContext } from '../state';
import type { Team } from '../teams';
import { runActions } from './actions';
import { trackChange } from './change-tracking';
import type { FetchedPage } from './fetch-page';
import { extractJson } from './json-extract';
import { pageFacts } from './render';
import type { ScrapeRequest } from './schema';

// The scrape `data` object: exactly the requested formats, plus metadata and a warning.
export function buildScrapeData(
  ctx: ServerContext,
  team: Team,
  req: ScrapeRequest,
  page: FetchedPage,
  rendered: RenderedPage,
): Record<string, unknown> {
  const formats = new Set(req.formats ?? ['markdown']);
  const facts = pageFacts(rendered, page.finalUrl);
  const data: Record<string, unknown> = {};
  if (formats.has('markdown')) data.markdown = rendered.markdown;
  if (formats.has('html')) data.html = rendered.html;
  if (formats.has('rawHtml')) data.rawHtml = page.bytes.toString('utf8');
  if (formats.has('links')) data.links = rendered.links;
  if (formats.has('screenshot') || formats.has('screenshot@fullPage')) data.screenshot = issueAsset(ctx, 'png');
  if (formats.has('json')) {
    const extracted = extractJson(facts, req.jsonOptions?.schema);
    const field = ctx.options.extractionField ?? 'json';
    if (field !== 'llm_extraction') data.json = extracted;
    if (field !== 'json') data.llm_extraction = extracted;
  }
  if (formats.has('changeTracking')) {
    data.changeTracking = trackChange(ctx, team.id, req.url, rendered.markdown, facts, req.changeTrackingOptions);
  }
  if (req.actions && req.actions.length > 0) {
    data.actions = runActions(ctx, req.actions, {
      url: page.finalUrl,
      rawHtml: page.bytes.toString('utf8'),
      title: facts.title,
    });
  }
  const scrapeId = randomUUID();
  // Kept for interact: a session opens where the scrape left the page.
  ctx.state.scrapes.set(scrapeId, {
    teamId: team.id,
    url: page.finalUrl,
    title: typeof rendered.metadata.title === 'string' ? rendered.metadata.title : '',
    text: rendered.text,
  });
  data.metadata = {
    ...rendered.metadata,
    sourceURL: req.url,
    url: page.finalUrl,
    statusCode: page.status,
    contentType: page.contentType,
    scrapeId,
    proxyUsed: req.proxy === 'enhanced' ? 'stealth' : 'basic',
    cacheState: 'miss',
    creditsUsed: creditsFor(req, rendered),
    ...(page.status >= 400 ? { error: `HTTP ${page.status}` } : {}),
  };
  const warning = warningFor(page, rendered);
  if (warning) data.warning = warning;
  return data;
}

function creditsFor(req: ScrapeRequest, rendered: RenderedPage): number {
  const pages =
    typeof rendered.metadata.numPages === 'number' && req.parsePDF !== false ? rendered.metadata.numPages : 1;
  let credits = pages;
  if (req.formats?.includes('json')) credits += 4;
  if (req.jsonOptions?.checkPromptInjection) credits += 4;
  if (req.threatProtection?.mode === 'normal') credits += 2;
  return credits;
}

function warningFor(page: FetchedPage, rendered: RenderedPage): string | undefined {
  if (page.status >= 400) return `The page returned HTTP ${page.status}; the content may be an error page.`;
  if (rendered.markdown.trim() === '') {
    return 'No content was left after applying onlyMainContent, includeTags and excludeTags. Try onlyMainContent: false.';
  }
  return undefined;
}
