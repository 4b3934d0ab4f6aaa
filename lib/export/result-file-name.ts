import type { Job } from '@/lib/jobs/job-schema';
import { fileBaseFrom } from './download';

const withoutExtension = (name: string | undefined) => name?.replace(/\.[a-z0-9]{1,5}$/i, '');
/** metadata.title may be a list (a page that declares several): its first non-blank one. */
const firstTitle = (value: unknown): string | undefined =>
  [value].flat().find((v): v is string => typeof v === 'string' && v.trim() !== '');

/**
 * The base of every download of a job's result: a page by its title (the page's own, else the
 * tab's), with its URL as the fallback; a file by its own name.
 */
export function resultFileBase(job: Job): string {
  const title = firstTitle(job.result?.metadata?.title);
  return job.kind === 'parse'
    ? fileBaseFrom([withoutExtension(job.fileName), title, job.title])
    : fileBaseFrom([title, job.title, job.url]);
}
