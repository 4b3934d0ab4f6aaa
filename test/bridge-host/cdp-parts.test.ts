// The host's DevTools pieces on their own: messages cut into parts and joined (both sides use
// message-parts.mjs), and the DevTools addresses read from a request's target.
import { describe, expect, it } from 'vitest';
import { cdpTarget, sessionSocketUrl } from '../../bridge-host/cdp/cdp-paths.mjs';
import { PART, createPartsJoiner, toParts, utf8Length } from '../../bridge-host/cdp/message-parts.mjs';

const joinAll = (parts: object[], maxChars = 1e9) => {
  const join = createPartsJoiner({ maxChars });
  return parts.map((part) => join(part as Parameters<typeof join>[0])).filter(Boolean);
};

describe('a message in parts', () => {
  it('stays whole when its JSON fits', () => {
    const message = { type: 'cdp-in', conn: 'c', text: 'x'.repeat(1000) };
    expect(toParts(message, { id: 'p1', maxBytes: 2000 })).toEqual([message]);
  });

  it.each([
    ['quotes and backslashes, which JSON escapes twice over', '"\\'.repeat(50_000)],
    ['control characters, six bytes each escaped', '\u0001\n'.repeat(30_000)],
    ['characters outside the BMP, never split between their halves', '😀a'.repeat(40_000)],
    ['three-byte characters', '€'.repeat(70_000)],
  ])('is cut under the limit and joined back whatever it holds: %s', (_, text) => {
    const message = { type: 'cdp-in', conn: 'c', text };
    const parts = toParts(message, { id: 'p1', maxBytes: 20_000 });
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) {
      expect(utf8Length(JSON.stringify(part))).toBeLessThanOrEqual(20_000);
      expect((part as { type: string }).type).toBe(PART);
      // Each slice is text of its own: no lone surrogate to be replaced on the way.
      expect((part as { data: string }).data.isWellFormed()).toBe(true);
    }
    expect(joinAll(parts)).toEqual([{ message }]);
  });

  it('is refused when a part is missing or out of order, or the whole is over the limit', () => {
    const parts = toParts({ text: 'y'.repeat(10_000) }, { id: 'p1', maxBytes: 2000 }) as { seq: number }[];
    expect(joinAll([parts[0]!, parts[2]!, ...parts.slice(3)])).toEqual([
      { error: expect.stringContaining('out of order') },
    ]);
    expect(joinAll(parts.slice(1))[0]).toEqual({ error: expect.stringContaining('before its first part') });
    expect(joinAll(parts, 5000)).toEqual([{ error: 'a message over 5000 characters' }]);
    // Another message's parts still join after a refused one.
    const other = toParts({ text: 'z'.repeat(5000) }, { id: 'p2', maxBytes: 2000 });
    const join = createPartsJoiner({ maxChars: 1e9 });
    join({ ...(parts[1] as object) });
    expect(other.map((part) => join(part as Parameters<typeof join>[0])).at(-1)).toEqual({
      message: { text: 'z'.repeat(5000) },
    });
  });

  it('measures UTF-8 as Node does', () => {
    for (const text of ['', 'abc', 'é€😀', '\u0000\u007f\u0080\u07ff\u0800\uffff']) {
      expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
    }
  });
});

describe('the DevTools addresses', () => {
  it.each([
    ['/json/version', { kind: 'version' }],
    ['/json/version/', { kind: 'version' }],
    ['/cdp/tok%2Fen/s-1', { kind: 'socket', token: 'tok/en', session: 's-1' }],
    ['/cdp/s-1', { kind: 'socket', session: 's-1' }],
    ['/cdp/tok/s-1/json/version', { kind: 'version', token: 'tok', session: 's-1' }],
    ['/cdp/tok/s-1/json/version/', { kind: 'version', token: 'tok', session: 's-1' }],
    ['/cdp/s-1/json/version', { kind: 'version', session: 's-1' }],
    ['/cdp/tok/s-1?x=1', { kind: 'socket', token: 'tok', session: 's-1' }],
  ])('%s is %j', (path, target) => {
    expect(cdpTarget(path)).toEqual(target);
  });

  it.each([
    '/v1/scrape',
    '/cdp',
    '/cdp/',
    '/cdp/a/b/c',
    '/cdp/tok/s-1/',
    '/cdp/tok/s%20x',
    '/cdp/%E0%A4%A',
    '//cdp/a',
    '/json',
    'cdp/a',
  ])('%s is none of them', (path) => {
    expect(cdpTarget(path)).toBeUndefined();
  });

  it('are written with the token encoded', () => {
    expect(sessionSocketUrl('localhost:3012', 'a/b+c', 's1')).toBe('ws://localhost:3012/cdp/a%2Fb%2Bc/s1');
    expect(cdpTarget(new URL(sessionSocketUrl('127.0.0.1:1', 'a/b+c', 's1')).pathname)).toEqual({
      kind: 'socket',
      token: 'a/b+c',
      session: 's1',
    });
  });
});
