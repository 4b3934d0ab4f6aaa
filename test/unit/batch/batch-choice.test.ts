import { describe, expect, it } from 'vitest';
import { linksMatching } from '@/lib/batch/link-pattern';
import { parseUrlList } from '@/lib/batch/parse-url-list';

describe('a pasted list of addresses', () => {
  it('keeps http(s) addresses once in order, adds https:// to bare hosts, names the rest', () => {
    const { urls, rejected } = parseUrlList(
      'https://a.com/1\n  http://b.org/x?y=1, <https://a.com/1>\nc.net/page\tftp://f.com/x\nnot-a-url\n\n',
    );
    expect(urls).toEqual(['https://a.com/1', 'http://b.org/x?y=1', 'https://c.net/page']);
    expect(rejected).toEqual(['ftp://f.com/x', 'not-a-url']);
  });
});

describe('links matching a pattern', () => {
  const links = [
    'https://e.com/blog/a',
    'https://e.com/about',
    'https://e.com/files/x.PDF',
    'https://e.com/blog/b?x=(1)',
  ];
  it('is a part of the address, * for any characters, without case; empty keeps all', () => {
    expect(linksMatching(links, '/blog/')).toEqual(['https://e.com/blog/a', 'https://e.com/blog/b?x=(1)']);
    expect(linksMatching(links, '*.pdf')).toEqual(['https://e.com/files/x.PDF']);
    expect(linksMatching(links, 'x=(1)')).toEqual(['https://e.com/blog/b?x=(1)']);
    expect(linksMatching(links, ' ')).toEqual(links);
  });
});
