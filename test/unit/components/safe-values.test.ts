// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { orderActionOutputs } from '@/components/result/action-outputs';
import { safeColor } from '@/components/result/safe-color';
import { httpUrl, imageSrc } from '@/components/result/safe-url';
import { sanitizeHtml } from '@/components/safe-html/sanitize';

describe('safeColor', () => {
  it.each([
    '#fff',
    '#1a2b3c',
    '#1a2b3c80',
    'rebeccapurple',
    'rgb(10, 20, 30)',
    'rgba(10,20,30,0.5)',
    'hsl(120deg 50% 50%)',
  ])('accepts %s', (c) => {
    expect(safeColor(c)).toBe(c);
  });
  it.each([
    'red; background: url(javascript:alert(1))',
    'url(x)',
    'expression(alert(1))',
    'var(--x)',
    '#ggg',
    '',
    'rgb(1,2,3);x',
    42,
  ])('refuses %s', (c) => {
    expect(safeColor(c)).toBeUndefined();
  });
});

describe('safe URLs', () => {
  it('lets only http(s) be links', () => {
    expect(httpUrl('https://e.com/a')).toBe('https://e.com/a');
    expect(httpUrl('javascript:alert(1)')).toBeUndefined();
    expect(httpUrl(' JAVASCRIPT:alert(1)')).toBeUndefined();
    expect(httpUrl('/relative')).toBeUndefined();
    expect(httpUrl('data:text/html,x')).toBeUndefined();
  });
  it('lets images load from http(s) and raster data URLs only', () => {
    expect(imageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(imageSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBeUndefined();
    expect(imageSrc('javascript:alert(1)')).toBeUndefined();
  });
});

describe('action outputs', () => {
  it('come in the order the actions ran, leftovers last', () => {
    const out = orderActionOutputs(
      {
        screenshots: ['s1', 's2'],
        scrapes: [{ url: 'u', html: 'h' }],
        javascriptReturns: [{ type: 'number', value: 1 }],
        pdfs: ['p'],
      },
      [
        { type: 'executeJavascript', script: 'x' },
        { type: 'screenshot' },
        { type: 'wait', milliseconds: 1 },
        { type: 'scrape' },
        { type: 'pdf' },
      ],
    );
    expect(out.map((o) => `${o.kind}${o.index}`)).toEqual([
      'javascript0',
      'screenshot0',
      'scrape0',
      'pdf0',
      'screenshot1',
    ]);
  });
});

describe('sanitizer canary', () => {
  it('in a DOM that breaks DOMPurify (happy-dom), shows escaped text instead of trusting it', () => {
    const out = sanitizeHtml('<script>window.__pwned=1</script><img src=x onerror=alert(1)>');
    expect(out).not.toMatch(/<script|<img/);
  });
});
