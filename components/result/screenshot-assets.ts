import { loadJobAssets, saveJobAsset } from '@/lib/jobs/job-assets';
import { errorText } from '@/lib/api/error-text';
import { t } from '@/lib/i18n/t';

// The service's screenshot URLs expire after 24 hours. Saving the image's bytes with the job
// (lib/jobs/job-assets.ts) keeps it as long as the job.

/** The saved images of a job, by source URL. */
export const loadSavedImages = loadJobAssets;

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
    throw new Error(t('result_imageFetchFailed', errorText(error)), {
      cause: error,
    });
  }
  if (!blob.type.startsWith('image/')) throw new Error(t('result_notAnImage', blob.type || t('batch_imageNoType')));
  await saveJobAsset(jobId, sourceUrl, blob);
  return blob;
}

/** A file extension for an image type. */
export const imageExtension = (type: string) =>
  ({ 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' })[type] ?? 'png';
