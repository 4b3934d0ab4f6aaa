import { keepAliveWhile } from '@/lib/browser/keep-alive';
import { keptInHistory } from '@/lib/jobs/kept-in-history';
import { keepOnlyInSession } from '@/lib/jobs/session-results';
import { newJobId, runJob, type JobWork } from '@/lib/jobs/job-runner';
import { stampedWork } from '@/lib/jobs/local-read';
import type { ScrapeJob } from '@/lib/jobs/job-schema';

/** What differs between one scrape job and another as it starts. */
type Started = Pick<ScrapeJob, 'engine' | 'request'> & Partial<Pick<ScrapeJob, 'id' | 'tabId' | 'title' | 'client'>>;

/** Runs a scrape job on (the buttons' and the bridge's); its id (the one given, else a new one), at once. */
export function startScrapeJob(started: Started, engineWork: JobWork): string {
  const now = Date.now();
  const job: ScrapeJob = {
    kind: 'scrape',
    status: 'running',
    createdAt: now,
    updatedAt: now,
    url: started.request.url,
    ...started,
    id: started.id ?? newJobId(),
  };
  // Locally, history is the cache: storeInCache=false or zero data retention keeps nothing there.
  // With the service, zero data retention means nothing kept on either side.
  const { engine, request } = started;
  const sessionOnly = engine === 'local' ? !keptInHistory(request) : request.zeroDataRetention === true;
  const local = engine === 'local' ? stampedWork(job.id, engineWork) : engineWork;
  const work = sessionOnly ? keepOnlyInSession(job.id, local) : local;
  void keepAliveWhile(() => runJob(job, work));
  return job.id;
}
