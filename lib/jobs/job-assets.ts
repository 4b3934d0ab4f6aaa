import { historyDb } from '@/lib/jobs/history-db';

// Bytes a job's result points at that would not last (the service's screenshot URLs expire
// after 24 hours), kept with the job: deleting the job deletes them.

/** One saved asset per job and source URL. */
const assetId = (jobId: string, sourceUrl: string) => `${jobId}|${sourceUrl}`;

/** The saved images of a job, by source URL. */
export async function loadJobAssets(jobId: string): Promise<Map<string, Blob>> {
  const saved = await (await historyDb()).getAllFromIndex('assets', 'jobId', jobId);
  return new Map(saved.map((a) => [a.sourceUrl, a.blob]));
}

export async function saveJobAsset(jobId: string, sourceUrl: string, blob: Blob): Promise<void> {
  await (await historyDb()).put('assets', { blob, jobId, sourceUrl, savedAt: Date.now() }, assetId(jobId, sourceUrl));
}
