import { randomUUID } from 'node:crypto';
import { fetchPage } from '../scrape/fetch-page';
import { unifiedDiff } from '../scrape/diff';
import { renderFetched } from '../scrape/render';
import type { ScrapeRequest } from '../scrape/schema';
import type { ServerContext } from '../state';
import type { StoredCheck, StoredMonitor, StoredPage, TeamMonitors } from './monitor-state';
import { nextRunAt } from './monitor-schedule';

type Target = Record<string, unknown> & { id: string; type: string };

/** A queued check (what "run" answers); its pages are filled in by runCheck. */
export function newCheck(monitor: StoredMonitor, trigger: 'manual' | 'scheduled'): StoredCheck {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    monitorId: monitor.id,
    status: 'queued',
    trigger,
    scheduledFor: trigger === 'scheduled' ? now : null,
    startedAt: null,
    finishedAt: null,
    estimatedCredits: pagesOf(monitor).length,
    reservedCredits: pagesOf(monitor).length,
    actualCredits: null,
    billingStatus: 'reserved',
    summary: summary([]),
    targetResults: null,
    notificationStatus: null,
    error: null,
    createdAt: now,
    updatedAt: now,
    pages: [],
  };
}

/**
 * The pages a check reads: a scrape target's urls, a crawl target's start page (the fixture does not crawl further);
 * search targets read none here.
 */
function pagesOf(monitor: StoredMonitor): { target: Target; url: string }[] {
  return (monitor.targets as Target[]).flatMap((target) =>
    target.type === 'scrape'
      ? (target.urls as string[]).map((url) => ({ target, url }))
      : target.type === 'crawl'
        ? [{ target, url: target.url as string }]
        : [],
  );
}

const summary = (pages: StoredPage[]) => {
  const count = (s: string) => pages.filter((p) => p.status === s).length;
  return {
    totalPages: pages.length,
    same: count('same'),
    changed: count('changed'),
    new: count('new'),
    removed: count('removed'),
    error: count('error'),
  };
};

/** Reads every page, compares each with its last markdown, and completes the check. */
export async function runCheck(
  ctx: ServerContext,
  state: TeamMonitors,
  monitor: StoredMonitor,
  check: StoredCheck,
): Promise<void> {
  check.status = 'running';
  check.startedAt = new Date().toISOString();
  for (const { target, url } of pagesOf(monitor)) check.pages.push(await readPage(ctx, state, monitor, target, url));
  const errors = check.pages.filter((p) => p.status === 'error').length;
  const finished = new Date().toISOString();
  Object.assign(check, {
    status: errors === 0 ? 'completed' : errors === check.pages.length ? 'failed' : 'partial',
    error: errors === check.pages.length && errors > 0 ? 'Every page of this check failed.' : null,
    finishedAt: finished,
    updatedAt: finished,
    summary: summary(check.pages),
    actualCredits: check.pages.length,
    billingStatus: 'charged',
  });
  Object.assign(monitor, {
    lastRunAt: finished,
    currentCheckId: null,
    lastCheckSummary: check.summary,
    nextRunAt: nextRunAt(String((monitor.schedule as { cron: string }).cron)),
  });
}

async function readPage(
  ctx: ServerContext,
  state: TeamMonitors,
  monitor: StoredMonitor,
  target: Target,
  url: string,
): Promise<StoredPage> {
  const base = {
    id: randomUUID(),
    targetId: target.id,
    url,
    createdAt: new Date().toISOString(),
    judgment: null,
    snapshot: null,
    metadata: null,
  };
  const fetched = await fetchPage(url, { timeoutMs: 15_000, fixtureOrigin: ctx.options.fixtureOrigin });
  const key = `${monitor.id} ${url}`;
  const previous = state.lastMarkdown.get(key);
  if (!fetched.ok || fetched.status >= 400) {
    const error = fetched.ok
      ? `The page answered HTTP ${fetched.status}.`
      : String(fetched.body.error ?? 'The page could not be fetched.');
    return {
      ...base,
      status: 'error',
      statusCode: fetched.ok ? fetched.status : null,
      error,
      diff: null,
      previousScrapeId: previous?.scrapeId ?? null,
      currentScrapeId: null,
    };
  }
  const options = (target.scrapeOptions ?? {}) as Partial<ScrapeRequest>;
  const { markdown } = renderFetched(fetched, {
    url,
    onlyMainContent: options.onlyMainContent ?? true,
    includeTags: options.includeTags,
    excludeTags: options.excludeTags,
  } as ScrapeRequest);
  const scrapeId = randomUUID();
  state.lastMarkdown.set(key, { markdown, scrapeId });
  const status = !previous ? 'new' : previous.markdown === markdown ? 'same' : 'changed';
  return {
    ...base,
    status,
    statusCode: fetched.status,
    error: null,
    diff: status === 'changed' && previous ? { text: unifiedDiff(previous.markdown, markdown, url) } : null,
    previousScrapeId: previous?.scrapeId ?? null,
    currentScrapeId: scrapeId,
  };
}
