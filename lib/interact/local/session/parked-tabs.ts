import { claimParkedTab, parkedTabOf, showsPageOf } from '@/lib/browser/tab-pool';

/**
 * The tab a local scrape read, kept open by the pool after it (the pool parks an idle tab for a
 * while, named by the read's job id). A session on that scrape takes it when it still shows the
 * page; else the page is opened again in a new tab.
 */
export interface ParkedTabs {
  /** The job's tab, taken out of the pool (no later page loads in it); undefined when it has gone or been reused. */
  claim(jobId: string): Promise<number | undefined>;
}

/** The pool's parked tabs: the one that read the job's page, while it still shows that page. */
export const poolParkedTabs: ParkedTabs = {
  async claim(jobId) {
    const tabId = parkedTabOf(jobId);
    if (tabId === undefined || !(await showsPageOf(tabId, jobId))) return undefined;
    return claimParkedTab(tabId) ? tabId : undefined;
  },
};

/** None is ever there: each session opens its page again (tests, and a browser without the pool). */
export const noParkedTabs: ParkedTabs = { claim: async () => undefined };
