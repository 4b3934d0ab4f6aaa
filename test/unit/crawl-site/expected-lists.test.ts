// The hand-written lists agree with each other: sizes, no duplicates, no page both read and
// never-read. (Whether they match the site is crawl-site.test.ts and the e2e's business.)
import { describe, expect, it } from 'vitest';
import {
  ALSO_REQUESTED,
  DEPTH_CUT,
  E2E_CRAWL,
  EXCLUDED,
  EXPECTED_MAP,
  EXPECTED_MAP_DEEPER,
  EXPECTED_PAGES,
  LOGIN_REQUIRED,
  NOT_FOUND,
  OUTSIDE_INCLUDE,
  REDIRECT_LOOP,
  ROBOTS_BLOCKED,
  SCRIPT_DRAWN,
  SITEMAP_ONLY,
  comparablePath,
} from '../../server/crawl-site/expected';

const distinct = (paths: readonly string[]) => new Set(paths.map(comparablePath)).size;

describe('expected crawl results', () => {
  it('lists 30 to 48 pages, under the limit, with no duplicates', () => {
    expect(EXPECTED_PAGES.length).toBeGreaterThanOrEqual(30);
    expect(EXPECTED_PAGES.length).toBeLessThanOrEqual(48);
    expect(EXPECTED_PAGES.length).toBeLessThan(E2E_CRAWL.limit);
    expect(distinct(EXPECTED_PAGES)).toBe(EXPECTED_PAGES.length);
  });

  it('keeps the never-read lists apart from the pages read', () => {
    const read = new Set(EXPECTED_PAGES.map(comparablePath));
    for (const path of [
      ...ROBOTS_BLOCKED,
      ...REDIRECT_LOOP,
      ...NOT_FOUND,
      ...DEPTH_CUT,
      ...EXCLUDED,
      ...OUTSIDE_INCLUDE,
    ]) {
      expect(read.has(comparablePath(path)), path).toBe(false);
    }
    for (const path of [...SITEMAP_ONLY, ...SCRIPT_DRAWN, ...LOGIN_REQUIRED]) expect(EXPECTED_PAGES).toContain(path);
    const never = new Set([...ROBOTS_BLOCKED, ...DEPTH_CUT, ...EXCLUDED, ...OUTSIDE_INCLUDE].map(comparablePath));
    for (const path of ALSO_REQUESTED) expect(read.has(path) || never.has(path), path).toBe(false);
  });

  it('matches the include and exclude patterns the way the lists say', () => {
    const included = (path: string) =>
      E2E_CRAWL.includePaths.some((p) => new RegExp(p).test(new URL(path, 'http://x').pathname));
    const excluded = (path: string) =>
      E2E_CRAWL.excludePaths.some((p) => new RegExp(p).test(new URL(path, 'http://x').pathname));
    for (const path of [...EXPECTED_PAGES, ...ROBOTS_BLOCKED, ...REDIRECT_LOOP, ...NOT_FOUND, '/old/a']) {
      expect(included(path) && !excluded(path), path).toBe(true);
    }
    for (const path of EXCLUDED) expect(excluded(path), path).toBe(true);
    for (const path of OUTSIDE_INCLUDE) expect(included(path), path).toBe(false);
  });

  it('lists map addresses once each, the deeper map containing the first', () => {
    expect(distinct(EXPECTED_MAP)).toBe(EXPECTED_MAP.length);
    expect(distinct(EXPECTED_MAP_DEEPER)).toBe(EXPECTED_MAP_DEEPER.length);
    expect(EXPECTED_MAP_DEEPER).toEqual(expect.arrayContaining([...EXPECTED_MAP]));
  });

  it('compares addresses without fragment, utm_*, trailing slash or query order', () => {
    expect(comparablePath('http://127.0.0.1:9/docs/guides/install?utm_source=x#step-2')).toBe('/docs/guides/install');
    expect(comparablePath('/docs/reference/filters?b=2&a=1')).toBe('/docs/reference/filters?a=1&b=2');
    expect(comparablePath('/docs/guides/configure/')).toBe('/docs/guides/configure');
    expect(comparablePath('/')).toBe('/');
  });
});
