import { describe, expect, it } from 'vitest';
import { foldOf, siteOf } from '../../bench/articles/site-folds.mjs';

describe('folds grouped by site', () => {
  it('names a page’s site by its registrable part', () => {
    expect(siteOf('https://www.example.com/a')).toBe('example.com');
    expect(siteOf('https://blog.example.com/post')).toBe('example.com');
    expect(siteOf('https://news.bbc.co.uk/story')).toBe('bbc.co.uk');
    expect(siteOf('https://shop.example.com.au/item')).toBe('example.com.au');
    expect(siteOf('http://127.0.0.1:8080/x')).toBe('127.0.0.1');
    expect(siteOf('not an address')).toBe('not an address');
  });

  it('puts every page of a site in one fold, within 1..k', () => {
    const k = 5;
    const pages = ['https://a.example.org/1', 'https://www.example.org/2', 'https://example.org/3'];
    expect(new Set(pages.map((p) => foldOf(p, k))).size).toBe(1);
    const folds = Array.from({ length: 200 }, (_, i) => foldOf(`https://site${i}.test/`, k));
    expect(Math.min(...folds)).toBe(1);
    expect(Math.max(...folds)).toBe(k);
  });
});
