import { describe, expect, it } from 'vitest';
import { getIn, setIn } from '@/components/forms/draft';

describe('form drafts hold only what was set', () => {
  it('sets nested values, creating objects and arrays', () => {
    expect(setIn({}, 'jsonOptions.prompt', 'x')).toEqual({ jsonOptions: { prompt: 'x' } });
    expect(setIn({}, 'parsers.0.mode', 'ocr')).toEqual({ parsers: [{ mode: 'ocr' }] });
    expect(getIn({ actions: [{ type: 'click', selector: 'a' }] }, 'actions.0.selector')).toBe('a');
  });

  it('removing a value removes the key and any object it leaves empty', () => {
    expect(setIn({ timeout: 5000, mobile: true }, 'timeout', undefined)).toEqual({ mobile: true });
    expect(setIn({ location: { country: 'DE' } }, 'location.country', undefined)).toEqual({});
    expect(setIn({ location: { country: 'DE', languages: ['de'] } }, 'location.country', undefined)).toEqual({
      location: { languages: ['de'] },
    });
  });

  it('removes an array item by index', () => {
    const draft = { actions: [{ type: 'scrape' }, { type: 'wait', milliseconds: 5 }] };
    expect(setIn(draft, 'actions.0', undefined)).toEqual({ actions: [{ type: 'wait', milliseconds: 5 }] });
  });

  it('never changes the draft it was given', () => {
    const draft = { location: { country: 'DE' } };
    setIn(draft, 'location.country', 'FR');
    expect(draft).toEqual({ location: { country: 'DE' } });
  });
});
