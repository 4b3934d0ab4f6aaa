/** The side panel's views; each is linkable by URL hash so the background can open the panel on one. */
export const VIEWS = ['result', 'history', 'search', 'crawl', 'crawls', 'usage', 'monitors', 'batch'] as const;
export type View = (typeof VIEWS)[number];

export interface Route {
  view: View;
  /** Result view: the job shown (`#/result/JOBID`). */
  jobId?: string;
  /** Monitors view: the monitor and check shown (`#/monitors/ID/SEQ`). */
  monitorId?: string;
  seq?: number;
}

/**
 * `#/result/JOBID`, `#/history`, `#/search`, `#/crawl` (a whole site), `#/crawls`, `#/usage`, `#/batch` (a new
 * batch); anything else is the Result view.
 */
export function parseRoute(hash: string): Route {
  const [view, ...rest] = hash.replace(/^#\/?/, '').split('/');
  if (view === 'result') {
    const jobId = rest.length > 0 ? decodeURIComponent(rest.join('/')) : undefined;
    return jobId ? { view, jobId } : { view };
  }
  if (view === 'monitors') return parseMonitorsRoute(rest);
  return (VIEWS as readonly string[]).includes(view ?? '') ? { view: view as View } : { view: 'result' };
}

export const routeHash = (route: Route): string =>
  route.view === 'result' && route.jobId
    ? `#/result/${encodeURIComponent(route.jobId)}`
    : route.view === 'monitors' && route.monitorId
      ? `#/monitors/${encodeURIComponent(route.monitorId)}${route.seq ? `/${route.seq}` : ''}`
      : `#/${route.view}`;

function parseMonitorsRoute([id, seq]: string[]): Route {
  if (!id) return { view: 'monitors' };
  const n = Number(seq);
  return { view: 'monitors', monitorId: decodeURIComponent(id), ...(Number.isInteger(n) && n > 0 ? { seq: n } : {}) };
}
