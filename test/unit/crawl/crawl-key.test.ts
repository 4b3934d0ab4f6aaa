import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crawlKey } from '@/lib/crawl/crawl-key';

const key = (url: string, ignoreQueryParameters = false) => crawlKey(url, { ignoreQueryParameters });

describe('crawlKey', () => {
  it.each([
    ['HTTPS://Docs.Example.COM/Guide', 'https://docs.example.com/Guide'],
    ['http://e.com:80/a', 'http://e.com/a'],
    ['https://e.com:443/a', 'https://e.com/a'],
    ['https://e.com:8443/a', 'https://e.com:8443/a'],
    ['http://e.com:443/a', 'http://e.com:443/a'],
    ['https://e.com/a#part', 'https://e.com/a'],
    ['https://e.com/a/', 'https://e.com/a'],
    ['https://e.com/', 'https://e.com/'],
    ['https://e.com', 'https://e.com/'],
    ['https://e.com/#top', 'https://e.com/'],
    ['https://e.com//docs///a//', 'https://e.com/docs/a'],
    ['https://e.com/a/./b/../c', 'https://e.com/a/c'],
    ['https://e.com/%7euser/%41%2fb', 'https://e.com/~user/A%2Fb'],
    ['https://e.com/caf\u00e9', 'https://e.com/caf%C3%A9'],
    ['https://e.com/a b', 'https://e.com/a%20b'],
    ['https://b\u00fccher.example/', 'https://xn--bcher-kva.example/'],
    ['https://user:pw@e.com/a', 'https://user:pw@e.com/a'],
  ])('%s is %s', (url, expected) => {
    expect(key(url)).toBe(expected);
  });

  it('keeps the query apart from tracking, sorted by name, stable, each pair as spelt', () => {
    expect(key('https://e.com/p?b=2&utm_source=x&a=1&UTM_Medium=y&fbclid=z&gclid=w&b=1')).toBe(
      'https://e.com/p?a=1&b=2&b=1',
    );
    expect(key('https://e.com/p?q=a+b&x=%2f%7e')).toBe('https://e.com/p?q=a+b&x=%2F~');
    expect(key('https://e.com/p?flag&&a=')).toBe('https://e.com/p?a=&flag');
    expect(key('https://e.com/p?')).toBe('https://e.com/p');
    expect(key('https://e.com/p?utm_campaign=1')).toBe('https://e.com/p');
    expect(key('https://e.com/p/?b=1#x')).toBe('https://e.com/p?b=1');
  });

  it('drops the whole query with ignoreQueryParameters', () => {
    expect(key('https://e.com/p?a=1&b=2', true)).toBe('https://e.com/p');
    expect(key('https://e.com/p/?page=3#x', true)).toBe('https://e.com/p');
  });

  it('has no key for what is not http(s)', () => {
    for (const url of ['mailto:a@e.com', 'ftp://e.com/a', 'javascript:void(0)', 'data:text/plain,x', '/relative', ''])
      expect(key(url)).toBeUndefined();
  });

  it('makes one key of the spellings of one page', () => {
    const spellings = [
      'https://E.com:443/docs/a/',
      'https://e.com/docs//a#intro',
      'https://e.com/docs/%61?utm_source=news',
      'https://e.com/docs/a?',
    ];
    expect(new Set(spellings.map((url) => key(url))).size).toBe(1);
  });

  // Parts a URL generator rarely writes: repeated slashes, escapes in either case, tracking
  // parameters, empty pairs, default ports, upper-case hosts.
  const awkward = fc
    .tuple(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.constantFrom('', '/', '//', '/%7e/', '/%2F/', '/a/../', '/./'),
      fc.constantFrom('', '?', '?utm_x=1&b=2&a=1', '?a=%2f&&b', '?fbclid=1'),
      fc.boolean(),
    )
    .map(([url, path, query, upper]) => {
      const parsed = new URL(url);
      const text = `${parsed.protocol}//${parsed.host}${parsed.pathname}${path}${parsed.search ? parsed.search + query.replace('?', '&') : query}${parsed.hash}`;
      return upper ? text.replace(/^https?:\/\/[^/]+/, (origin) => origin.toUpperCase()) : text;
    });

  it('is idempotent: the key of a key is the key', () => {
    fc.assert(
      fc.property(awkward, fc.boolean(), (url, ignore) => {
        const once = key(url, ignore);
        expect(once).toBeDefined();
        expect(key(once!, ignore)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('is an address that parses to itself', () => {
    fc.assert(
      fc.property(awkward, (url) => {
        const once = key(url)!;
        expect(new URL(once).href).toBe(once);
      }),
      { numRuns: 300 },
    );
  });
});
