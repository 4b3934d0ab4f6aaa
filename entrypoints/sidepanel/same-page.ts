import type { Job } from '@/lib/jobs/job-schema';

/** A URL without its fragment and trailing slash, for "is this the same page". */
export function pageKey(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.href.replace(/\/$/, '');
  } catch {
    return url;
  }
}

/** Jobs of the page at `url` (scrapes of it, and parses of its rendered HTML). */
export const jobsOfPage = (jobs: Job[], url: string): Job[] => {
  const key = pageKey(url);
  return jobs.filter((job) => job.url !== undefined && pageKey(job.url) === key);
};
