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
  it("a batch's page read and its page that answered an HTTP error (a document to the service)", () => {
    expect(inStatusData({ source: 'bridge' }, item({}))).toBe(true);
    expect(inStatusData({ source: 'bridge' }, notFound)).toBe(true);
    expect(inStatusData({ source: 'list' }, notFound)).toBe(true);
    expect(inStatusData({ source: 'bridge' }, unreachable)).toBe(false);
  });

  it("a crawl's error pages stay among its errors", () => {
    expect(inStatusData({ source: 'crawl' }, notFound)).toBe(false);
    expect(inStatusData({ source: 'crawl' }, item({}))).toBe(true);
  });
});
