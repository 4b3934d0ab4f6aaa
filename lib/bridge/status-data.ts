import { answeredError, type BatchItem } from '@/lib/jobs/batch-schema';

/**
 * Whether an item's answer is in a status's `data`: a page read, and a page that answered an HTTP
 * error (404, 500), which the service returns as a document with its `metadata.statusCode`, in a
 * batch and a crawl alike (its runWebScraper keeps any answer that did not throw). Only pages that
 * threw are the status's errors.
 */
export const inStatusData = (item: BatchItem) => item.status === 'done' || answeredError(item);
