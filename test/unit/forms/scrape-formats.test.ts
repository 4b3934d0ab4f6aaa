import { describe, expect, it } from 'vitest';
import { lockedFormats, toggleFormat } from '@/components/forms/scrape-formats';

describe('format rules as the user chooses', () => {
  it('starts from the service default (markdown) when nothing was chosen', () => {
    expect(toggleFormat(undefined, 'links', true).formats).toEqual(['markdown', 'links']);
  });

  it('checks markdown when change tracking is chosen, and locks it', () => {
    const change = toggleFormat(['html'], 'changeTracking', true);
    expect(change.formats).toEqual(['html', 'changeTracking', 'markdown']);
    expect(change.note).toBe('forms_note_markdownAdded');
    expect(lockedFormats(change.formats).has('markdown')).toBe(true);
    expect(lockedFormats(['markdown']).size).toBe(0);
  });

  it('unchecking markdown takes change tracking with it, and says so', () => {
    const change = toggleFormat(['markdown', 'changeTracking', 'links'], 'markdown', false);
    expect(change.formats).toEqual(['links']);
    expect(change.note).toBe('forms_note_changeTrackingRemoved');
  });

  it('keeps the two screenshots exclusive', () => {
    expect(toggleFormat(['screenshot'], 'screenshot@fullPage', true)).toEqual({
      formats: ['screenshot@fullPage'],
      note: 'forms_note_screenshotSwapped',
    });
    expect(toggleFormat(['screenshot@fullPage', 'markdown'], 'screenshot', true).formats).toEqual([
      'markdown',
      'screenshot',
    ]);
  });

  it('never duplicates a format', () => {
    expect(toggleFormat(['markdown'], 'markdown', true).formats).toEqual(['markdown']);
  });
});
