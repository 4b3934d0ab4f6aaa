import { useCallback, useEffect, useState } from 'preact/hooks';
import { loadSavedImages } from '@/components/result/screenshot-assets';

/** The job's saved images (source URL -> bytes), and a callback to add one once saved. */
export function useSavedImages(jobId: string) {
  const [saved, setSaved] = useState<Map<string, Blob>>(new Map());
  useEffect(() => {
    let live = true;
    loadSavedImages(jobId)
      .then((found) => live && setSaved(found))
      .catch(() => undefined); // no saved images: the expiring URLs are shown
    return () => {
      live = false;
    };
  }, [jobId]);
  const add = useCallback((url: string, blob: Blob) => setSaved((prev) => new Map(prev).set(url, blob)), []);
  return { saved, add };
}
