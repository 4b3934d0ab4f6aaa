import { describe, expect, it } from 'vitest';
import { tPlural } from '@/lib/i18n/t-plural';
import { crawlSummary } from '@/entrypoints/sidepanel/views/crawl/crawl-summary';

describe('counted words go through the plural helper', () => {
  it('says one tab, one browser page, one page once', () => {
    expect(tPlural('batch_hiddenTabs', 1)).toMatch(/^1 tab is hidden/);
    expect(tPlural('batch_hiddenTabs', 2)).toMatch(/^2 tabs are hidden/);
    expect(tPlural('batch_skipped', 1)).toBe('1 browser page was left out: no extension can read it.');
    expect(tPlural('batch_skipped', 3)).toBe('3 browser pages were left out: no extension can read them.');
    expect(tPlural('crawlView_sumLimit', 1)).toBe('at most 1 page');
    expect(tPlural('crawlView_sumLimit', 50)).toBe('at most 50 pages');
    expect(tPlural('crawlView_sumConcurrency', 1)).toBe('1 page at once');
    expect(tPlural('crawlView_sumConcurrency', 4)).toBe('4 pages at once');
  });

  it("in a crawl's summary", () => {
    const summary = crawlSummary({ limit: 1, maxConcurrency: 1 } as Parameters<typeof crawlSummary>[0]);
    expect(summary).toContain('at most 1 page');
    expect(summary).toContain('1 page at once');
  });
});
