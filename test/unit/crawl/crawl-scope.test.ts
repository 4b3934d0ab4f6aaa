import { describe, expect, it } from 'vitest';
import { crawlScope, scopeReasonText, type ScopeSpec } from '@/lib/crawl/crawl-scope';
import { compilePathPatterns } from '@/lib/crawl/path-patterns';

const reasonOf = (spec: ScopeSpec, url: string, from?: string) => {
  const answer = crawlScope(spec)(url, from);
  return answer.ok ? 'ok' : answer.reason;
};

describe('crawlScope', () => {
  const docs = { url: 'https://docs.example.com/guide' };

  it('keeps to the start path and its children, by whole segments, unless crawlEntireDomain', () => {
    expect(reasonOf(docs, 'https://docs.example.com/guide')).toBe('ok');
    expect(reasonOf(docs, 'https://docs.example.com/guide/')).toBe('ok');
    expect(reasonOf(docs, 'https://docs.example.com/guide/a/b')).toBe('ok');
    expect(reasonOf(docs, 'https://docs.example.com/guides')).toBe('notChild');
    expect(reasonOf(docs, 'https://docs.example.com/')).toBe('notChild');
    expect(reasonOf(docs, 'https://docs.example.com/pricing')).toBe('notChild');
    const whole = { ...docs, crawlEntireDomain: true };
    expect(reasonOf(whole, 'https://docs.example.com/pricing')).toBe('ok');
    expect(reasonOf(whole, 'https://docs.example.com/')).toBe('ok');
    expect(reasonOf({ url: 'https://e.com/' }, 'https://e.com/any/where')).toBe('ok');
  });

  it('treats www. as the same site, and other schemes as out', () => {
    expect(reasonOf({ url: 'https://www.e.com/' }, 'http://e.com/a')).toBe('ok');
    expect(reasonOf({ url: 'https://e.com/' }, 'https://www.e.com/a')).toBe('ok');
    expect(reasonOf(docs, 'mailto:a@docs.example.com')).toBe('scheme');
    expect(reasonOf(docs, 'ftp://docs.example.com/guide')).toBe('scheme');
    expect(reasonOf(docs, 'not a url')).toBe('scheme');
  });

  it('allows subdomains of the start host only with allowSubdomains, and not the hosts beside it', () => {
    const url = 'https://api.docs.example.com/guide/x';
    expect(reasonOf(docs, url)).toBe('subdomain');
    expect(reasonOf({ ...docs, allowSubdomains: true }, url)).toBe('ok');
    expect(reasonOf({ ...docs, allowSubdomains: true }, 'https://blog.example.com/guide')).toBe('external');
    expect(reasonOf({ ...docs, allowSubdomains: true }, 'https://evil-docs.example.com/guide')).toBe('external');
  });

  it('reads an external page one hop from the site, never its home page, never from another external page', () => {
    const spec = { ...docs, allowExternalLinks: true };
    const from = 'https://docs.example.com/guide/a';
    expect(reasonOf(docs, 'https://other.org/page', from)).toBe('external');
    expect(reasonOf(spec, 'https://other.org/page', from)).toBe('ok');
    expect(reasonOf(spec, 'https://other.org/', from)).toBe('externalHome');
    expect(reasonOf(spec, 'https://other.org/page')).toBe('external');
    expect(reasonOf(spec, 'https://third.net/page', 'https://other.org/page')).toBe('external');
    // The start path limits the site, not other sites.
    expect(reasonOf(spec, 'https://other.org/elsewhere', from)).toBe('ok');
    const scope = crawlScope(spec);
    expect(scope.followLinksOf(from)).toBe(true);
    expect(scope.followLinksOf('https://other.org/page')).toBe(false);
    expect(scope.followLinksOf('https://api.docs.example.com/')).toBe(false);
    expect(crawlScope({ ...spec, allowSubdomains: true }).followLinksOf('https://api.docs.example.com/')).toBe(true);
  });

  it('tests include and exclude patterns on the pathname, unanchored; exclude wins; the start too', () => {
    const spec = { url: 'https://e.com/', includePaths: ['blog/.*', '^/docs$'], excludePaths: ['draft'] };
    expect(reasonOf(spec, 'https://e.com/blog/launch')).toBe('ok');
    expect(reasonOf(spec, 'https://e.com/docs')).toBe('ok');
    expect(reasonOf(spec, 'https://e.com/docs/a')).toBe('notIncluded');
    expect(reasonOf(spec, 'https://e.com/blog/draft-1')).toBe('excluded');
    expect(reasonOf(spec, 'https://e.com/')).toBe('notIncluded');
    expect(reasonOf(spec, 'https://e.com/about?blog/x')).toBe('notIncluded');
  });

  it('tests them on the whole address with regexOnFullURL', () => {
    const spec = { url: 'https://e.com/', includePaths: ['[?&]lang=en'], regexOnFullURL: true };
    expect(reasonOf(spec, 'https://e.com/a?lang=en')).toBe('ok');
    expect(reasonOf(spec, 'https://e.com/a?lang=fr')).toBe('notIncluded');
    expect(
      reasonOf(
        { url: 'https://e.com/', excludePaths: ['^https://e\\.com/private'], regexOnFullURL: true },
        'https://e.com/private/x',
      ),
    ).toBe('excluded');
  });

  it('ignores blank patterns, which would otherwise refuse every page', () => {
    expect(reasonOf({ url: 'https://e.com/', excludePaths: [''], includePaths: [' '] }, 'https://e.com/a')).toBe('ok');
  });

  it('refuses a start that is not http(s), and a pattern that is not a regex', () => {
    expect(() => crawlScope({ url: 'ftp://e.com/' })).toThrow('Only http and https pages can be scraped, not ftp.');
    expect(() => crawlScope({ url: 'https://e.com/', includePaths: ['a('] })).toThrow(
      /"a\(" is not a valid regular expression/,
    );
  });

  it('names every reason in words', () => {
    for (const reason of [
      'scheme',
      'external',
      'externalHome',
      'subdomain',
      'notChild',
      'excluded',
      'notIncluded',
    ] as const)
      expect(scopeReasonText(reason)).not.toMatch(/^crawl_/);
    expect(scopeReasonText('notChild')).toBe('Not under the start address. Crawl the entire domain to include it.');
  });
});

describe('compilePathPatterns', () => {
  it('refuses the first invalid regex in the schema’s words, with the engine’s reason', () => {
    expect(() => compilePathPatterns(['blog/.*', '(', '', '[a-'])).toThrow(
      /^"\(" is not a valid regular expression: .+\.$/,
    );
    expect(compilePathPatterns([])).toEqual([]);
  });

  it('compiles the valid ones without flags, blank ones left out', () => {
    expect(compilePathPatterns(['a.b', '  ']).map(String)).toEqual(['/a.b/']);
    expect(compilePathPatterns(undefined)).toEqual([]);
  });
});
