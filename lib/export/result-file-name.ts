import { pageTitle } from '@/lib/api/page-metadata';
import type { Job } from '@/lib/jobs/job-schema';
import { fileBaseFrom } from '@/lib/export/file-name';

const withoutExtension = (name: string | undefined) => name?.replace(/\.[a-z0-9]{1,5}$/i, '');

/**
 * The base of every download of a job's result: a page by its title (the page's own, else the
 * tab's), with its URL as the fallback; a file by its own name.
 */
export function resultFileBase(job: Job): string {
  const title = pageTitle(job.result?.metadata);
  return job.kind === 'parse'
    ? fileBaseFrom([withoutExtension(job.fileName), title, job.title])
    : fileBaseFrom([title, job.title, job.url]);
}
