import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash } from '@/entrypoints/sidepanel/route';

describe('side panel routes', () => {
  it('reads and writes linkable hashes', () => {
    expect(parseRoute('#/result/abc-123')).toEqual({ view: 'result', jobId: 'abc-123' });
    expect(parseRoute('#/history')).toEqual({ view: 'history' });
    expect(parseRoute('#/crawl')).toEqual({ view: 'crawl' });
    expect(parseRoute('#/crawls')).toEqual({ view: 'crawls' });
    expect(parseRoute('#/usage')).toEqual({ view: 'usage' });
    expect(parseRoute('')).toEqual({ view: 'result' });
    expect(parseRoute('#/nonsense')).toEqual({ view: 'result' });
    expect(routeHash({ view: 'result', jobId: 'a/b' })).toBe('#/result/a%2Fb');
    expect(parseRoute(routeHash({ view: 'result', jobId: 'a/b' }))).toEqual({ view: 'result', jobId: 'a/b' });
  });

  it("reads and writes the Interact view's hashes: a scrape's job, or a session of the team", () => {
    expect(parseRoute('#/interact/job-1')).toEqual({ view: 'interact', jobId: 'job-1' });
    expect(parseRoute('#/interact/session/s%2F1')).toEqual({ view: 'interact', sessionId: 's/1' });
    expect(parseRoute('#/interact')).toEqual({ view: 'interact' });
    expect(routeHash({ view: 'interact', jobId: 'j/1' })).toBe('#/interact/j%2F1');
    expect(routeHash({ view: 'interact', sessionId: 's/1' })).toBe('#/interact/session/s%2F1');
    for (const route of [
      { view: 'interact' as const, jobId: 'a b' },
      { view: 'interact' as const, sessionId: 'session' },
    ])
      expect(parseRoute(routeHash(route))).toEqual(route);
  });
});
