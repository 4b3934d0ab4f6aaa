import { describe, expect, it } from 'vitest';
import { pageAddress } from '../../bench/articles/page-address.mjs';

describe('where the article benchmark serves a page', () => {
  it('at its own address, without its fragment', () => {
    expect(pageAddress('https://www.example.com/threads/a.1/#post-2', '0519')).toBe(
      'https://www.example.com/threads/a.1/',
    );
    expect(pageAddress('http://example.org/a?b=1', 'x')).toBe('http://example.org/a?b=1');
  });

  it('at a made-up address when the corpus gives none that a browser can load', () => {
    expect(pageAddress(undefined, 'ab 1')).toBe('https://bench.test/ab%201.html');
    expect(pageAddress('javascript:void(0)', 'p')).toBe('https://bench.test/p.html');
    expect(pageAddress('not an address', 'q')).toBe('https://bench.test/q.html');
  });
});
