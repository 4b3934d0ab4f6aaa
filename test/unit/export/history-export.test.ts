import { describe, expect, it } from 'vitest';
import { buildHistoryExport, historyExportJson, REDACTED } from '@/lib/export/history-export';
import type { Job } from '@/lib/jobs/job-schema';

const KEY = 'fc-0123456789abcdef0123';

const scrape: Job = {
  id: 'job-1',
  kind: 'scrape',
  engine: 'remote',
  status: 'done',
  createdAt: 1,
  updatedAt: 2,
  url: 'https://example.com/',
  request: {
    url: 'https://example.com/',
    headers: { Authorization: `Bearer ${KEY}`, Cookie: 'session=abc', 'Accept-Language': 'en' },
  },
  result: {
    markdown: `A page that echoes the key ${KEY} and a Bearer abcdefghijklmnop token.`,
    metadata: { statusCode: 200 },
  },
};

describe('history export', () => {
  it('never contains the API key, header credentials or bearer tokens', () => {
    const text = historyExportJson([scrape], { secrets: [KEY] });
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('0123456789abcdef');
    expect(text).not.toContain('session=abc');
    expect(text).not.toContain('abcdefghijklmnop');
    expect(text).toContain(REDACTED);
  });

  it('keeps everything else, in a versioned document', () => {
    const doc = buildHistoryExport([scrape], { now: new Date('2026-01-02T03:04:05Z') });
    expect(doc).toMatchObject({
      format: 'web-data-extractor-history',
      version: 1,
      exportedAt: '2026-01-02T03:04:05.000Z',
    });
    const [job] = doc.jobs as Job[];
    expect(job).toMatchObject({ id: 'job-1', url: 'https://example.com/', result: { metadata: { statusCode: 200 } } });
    expect((job as { request: { headers: Record<string, string> } }).request.headers['Accept-Language']).toBe('en');
  });

  it('removes a secret given by the caller wherever it appears', () => {
    const text = historyExportJson([{ ...scrape, title: 'my-own-secret-123 here' }], {
      secrets: ['my-own-secret-123'],
    });
    expect(text).not.toContain('my-own-secret-123');
  });
});
