import { describe, expect, it } from 'vitest';
import { pageKey } from '@/lib/jobs/page-key';

describe('earlier results of a page', () => {
  it('match the page ignoring the fragment and a trailing slash', () => {
    expect(pageKey('https://e.com/a/#top')).toBe('https://e.com/a');
    expect(pageKey('https://e.com/a/?q=1#x')).toBe('https://e.com/a/?q=1');
  });
});
