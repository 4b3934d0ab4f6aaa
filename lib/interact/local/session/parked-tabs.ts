/**
 * The tab a local scrape read, kept open by the pool after it (issue 61: the pool parks idle tabs
 * and lends a parked one by the job's id). A session on that scrape takes it when it still shows
 * the page; else the page is opened again in a new tab.
 */
export interface ParkedTabs {
  /** The job's tab, taken out of the pool (no later page loads in it); undefined when it has gone or been reused. */
  claim(jobId: string): Promise<number | undefined>;
}

/** Until the pool parks tabs: none is ever there, and each session opens its page again. */
export const noParkedTabs: ParkedTabs = { claim: async () => undefined };
