import { describe, expect, it } from 'vitest';
import { firstMetadataText, metadataText, pageTitle } from '@/lib/api/page-metadata';

describe("a page's title from its metadata", () => {
  it('is the first non-blank title, trimmed, from a value or a list', () => {
    expect(pageTitle({ title: '  Home  ' })).toBe('Home');
    expect(pageTitle({ title: ['', ' ', 'Second', 'Third'] })).toBe('Second');
  });

  it('falls back to the Open Graph title, then to nothing', () => {
    expect(pageTitle({ title: '  ', ogTitle: 'From OG' })).toBe('From OG');
    expect(pageTitle({ 'og:title': ['Raw og'] })).toBe('Raw og');
    expect(pageTitle({ title: [] })).toBeUndefined();
    expect(pageTitle(undefined)).toBeUndefined();
  });

  it('reads any other field the same way', () => {
    expect(metadataText(42)).toBeUndefined();
    expect(firstMetadataText({ description: ['', 'b'], ogDescription: 'c' }, ['description', 'ogDescription'])).toBe(
      'b',
    );
  });
});
