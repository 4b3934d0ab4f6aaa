/** The side panel's views; each is linkable by URL hash so the background can open the panel on one. */
export const VIEWS = [
  'result',
  'history',
  'search',
  'crawl',
  'crawls',
  'usage',
  'monitors',
  'batch',
  'interact',
] as const;
export type View = (typeof VIEWS)[number];

export interface Route {
  view: View;
  /** Result view: the job shown (`#/result/JOBID`); Interact view: the scrape acted on (`#/interact/JOBID`). */
  jobId?: string;
  /** Interact view on one of the team's sessions (`#/interact/session/ID`). */
  sessionId?: string;
  /** Monitors view: the monitor and check shown (`#/monitors/ID/SEQ`). */
  monitorId?: string;
  seq?: number;
}

/**
 * `#/result/JOBID`, `#/history`, `#/search`, `#/crawl` (a whole site), `#/crawls`, `#/usage`, `#/batch` (a new
 * batch), `#/interact/JOBID` or `#/interact/session/ID`; anything else is the Result view.
 */
export function parseRoute(hash: string): Route {
  const [view, ...rest] = hash.replace(/^#\/?/, '').split('/');
  if (view === 'result') {
    const jobId = rest.length > 0 ? decodeURIComponent(rest.join('/')) : undefined;
    return jobId ? { view, jobId } : { view };
  }
  if (view === 'monitors') return parseMonitorsRoute(rest);
  if (view === 'interact') return parseInteractRoute(rest);
  return (VIEWS as readonly string[]).includes(view ?? '') ? { view: view as View } : { view: 'result' };
}

export function routeHash(route: Route): string {
  if (route.view === 'result' && route.jobId) return `#/result/${encodeURIComponent(route.jobId)}`;
  if (route.view === 'monitors' && route.monitorId)
    return `#/monitors/${encodeURIComponent(route.monitorId)}${route.seq ? `/${route.seq}` : ''}`;
  if (route.view === 'interact' && route.sessionId) return `#/interact/session/${encodeURIComponent(route.sessionId)}`;
  if (route.view === 'interact' && route.jobId) return `#/interact/${encodeURIComponent(route.jobId)}`;
  return `#/${route.view}`;
}

function parseInteractRoute([first, second]: string[]): Route {
  if (first === 'session' && second) return { view: 'interact', sessionId: decodeURIComponent(second) };
  return first ? { view: 'interact', jobId: decodeURIComponent(first) } : { view: 'interact' };
}

function parseMonitorsRoute([id, seq]: string[]): Route {
  if (!id) return { view: 'monitors' };
  const n = Number(seq);
  return { view: 'monitors', monitorId: decodeURIComponent(id), ...(Number.isInteger(n) && n > 0 ? { seq: n } : {}) };
}
