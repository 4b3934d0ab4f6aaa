// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { largestSrcsetUrl, parseSrcset, urlResolver } from '@/lib/engines/local/convert/absolute-urls';

describe('srcset', () => {
  test('picks the widest candidate', () => {
    expect(largestSrcsetUrl('a.jpg 320w, b.jpg 1280w, c.jpg 640w')).toBe('b.jpg');
  });
  test('picks the highest density, a bare URL being 1x', () => {
    expect(largestSrcsetUrl('a.jpg, b.jpg 2x, c.jpg 1.5x')).toBe('b.jpg');
  });
  test('keeps commas inside URLs', () => {
    expect(parseSrcset('https://cdn.test/i/w_300,h_200/x.jpg 300w, https://cdn.test/i/w_900,h_600/x.jpg 900w')).toEqual(
      [
        { url: 'https://cdn.test/i/w_300,h_200/x.jpg', width: 300, density: 1 },
        { url: 'https://cdn.test/i/w_900,h_600/x.jpg', width: 900, density: 1 },
      ],
    );
  });
  test('any space ends a URL, tabs, line breaks and the wider ones too; commas between candidates are skipped', () => {
    expect(
      parseSrcset(' ,\ta.jpg\n1x,,\u00a0b.jpg\u30002x , c(1,2).jpg (x,y) 3x').map((c) => [c.url, c.density]),
    ).toEqual([
      ['a.jpg', 1],
      ['b.jpg', 2],
      ['c(1,2).jpg', 3],
    ]);
  });
  test('empty srcset gives no URL', () => {
    expect(largestSrcsetUrl('  ')).toBe('');
  });
});

describe('urlResolver', () => {
  const resolve = urlResolver('https://example.com/a/b.html');
  test('resolves relative, root-relative and protocol-relative URLs', () => {
    expect(resolve('c.html')).toBe('https://example.com/a/c.html');
    expect(resolve('/d')).toBe('https://example.com/d');
    expect(resolve('//cdn.example.net/e.png')).toBe('https://cdn.example.net/e.png');
  });
  test('leaves data:, mailto: and unparseable values alone', () => {
    expect(resolve('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(resolve('mailto:x@y.z')).toBe('mailto:x@y.z');
    expect(urlResolver('not a url')('x y')).toBe('x y');
  });
});
