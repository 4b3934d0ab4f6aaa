import { describe, expect, it } from 'vitest';
import { stampedWork, stampLocalRead } from '@/lib/jobs/local-read';

describe('a local read’s own metadata', () => {
  it('names the job that read it and costs nothing, over any earlier id (a cached answer’s)', () => {
    expect(
      stampLocalRead({ markdown: 'x', metadata: { title: 'T', scrapeId: 'earlier', creditsUsed: 3 } }, 'job-9'),
    ).toEqual({ markdown: 'x', metadata: { title: 'T', scrapeId: 'job-9', creditsUsed: 0 } });
    expect(stampLocalRead({}, 'job-9')).toEqual({ metadata: { scrapeId: 'job-9', creditsUsed: 0 } });
  });

  it('stamps a job’s work with the job’s id', async () => {
    const work = stampedWork('job-1', async () => ({ markdown: 'y' }));
    expect(await work(new AbortController().signal, () => undefined)).toEqual({
      markdown: 'y',
      metadata: { scrapeId: 'job-1', creditsUsed: 0 },
    });
  });
});
