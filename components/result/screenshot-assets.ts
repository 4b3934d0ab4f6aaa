import { historyDb } from '@/lib/jobs/history-db';

// The service's screenshot URLs expire after 24 hours. Saving the image's bytes in history's
// `assets` store keeps it with the job (deleteJob removes them together).

/** One saved asset per job and source URL. */
export const assetId = (jobId: string, sourceUrl: string) => `${jobId}|${sourceUrl}`;

/** The saved images of a job, by source URL. */
export async function loadSavedImages(jobId: string): Promise<Map<string, Blob>> {
  const db = await historyDb();
  const saved = await db.getAllFromIndex('assets', 'jobId', jobId);
  return new Map(saved.map((a) => [a.sourceUrl, a.blob]));
}

/**
 * Fetches the image and stores its bytes. Extension pages may fetch http(s) where a host
 * permission allows it; otherwise (or once the URL expired) this throws with a plain message.
 */
export async function saveImage(jobId: string, sourceUrl: string): Promise<Blob> {
  let blob: Blob;
  try {
    const response = await fetch(sourceUrl, { credentials: 'omit', referrerPolicy: 'no-referrer' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    blob = await response.blob();
  } catch (error) {
    throw new Error(`Could not fetch the image (${error instanceof Error ? error.message : String(error)}).`, { cause: error });
  }
  if (!blob.type.startsWith('image/')) throw new Error(`The address did not return an image (${blob.type || 'no type'}).`);
  await (await historyDb()).put('assets', { blob, jobId, sourceUrl, savedAt: Date.now() }, assetId(jobId, sourceUrl));
  return blob;
}

/** A file extension for an image type. */
export const imageExtension = (type: string) => ({ 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' })[type] ?? 'png';
