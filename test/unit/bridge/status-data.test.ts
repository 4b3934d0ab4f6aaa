import { describe, expect, it } from 'vitest';
import type { BatchItem } from '@/lib/jobs/batch-schema';
import { inStatusData } from '@/lib/bridge/status-data';

const item = (over: Partial<BatchItem>): BatchItem => ({
  batchId: 'b',
  index: 0,
  url: 'https://e.com/',
  status: 'done',
  ...over,
});
const notFound = item({
  status: 'failed',
  error: { kind: 'not-found', status: 404, message: 'Not found (404)', retryable: false },
});
const unreachable = item({ status: 'failed', error: { kind: 'network', message: 'Offline', retryable: true } });

describe('what a bridge status lists in data', () => {
  it('a page read, and a page that answered an HTTP error: a document to the service, in a batch and a crawl alike', () => {
    expect(inStatusData(item({}))).toBe(true);
    expect(inStatusData(notFound)).toBe(true);
  });

  it('not a page that failed to be read at all: that is among the errors', () => {
    expect(inStatusData(unreachable)).toBe(false);
    expect(inStatusData(item({ status: 'running' }))).toBe(false);
    expect(inStatusData(item({ status: 'skipped' }))).toBe(false);
  });
});
