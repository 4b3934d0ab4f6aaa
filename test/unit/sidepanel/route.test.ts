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
});
