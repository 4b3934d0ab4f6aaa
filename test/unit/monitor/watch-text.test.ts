import { describe, expect, it } from 'vitest';
import { changeRuleText, watchedPartText } from '@/entrypoints/sidepanel/views/monitors/watch-text';

describe('a monitor card tells its rule and watched part', () => {
  it('says what the change rule ignores', () => {
    const rule = { ignoreNumbers: false, ignoreDates: false, ignoreWhitespace: false };
    expect(changeRuleText(rule)).toBe('any change');
    expect(changeRuleText({ ...rule, ignoreNumbers: true })).toBe('changes, ignoring numbers');
    expect(changeRuleText({ ignoreNumbers: true, ignoreDates: true, ignoreWhitespace: true })).toBe(
      'changes, ignoring numbers, dates and times, whitespace',
    );
  });

  it('names its selectors, else the main content or the whole page', () => {
    expect(watchedPartText({ includeTags: ['.price', '#stock'] })).toBe('only .price, #stock');
    expect(watchedPartText({ includeTags: ['main'], excludeTags: ['.ad'] })).toBe('only main · without .ad');
    expect(watchedPartText({})).toBe('the main content');
    expect(watchedPartText({ onlyMainContent: false })).toBe('the whole page');
  });
});
