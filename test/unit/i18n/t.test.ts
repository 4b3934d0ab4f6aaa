import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { provideMessages, t } from '@/lib/i18n/t';
import { useRealMessages } from '../../support/real-messages';

describe('t()', () => {
  afterEach(() => {
    useRealMessages();
    provideMessages({});
  });

  it('reads browser.i18n with $1… filled in', () => {
    expect(t('localParse_readingSheet', 2, 5)).toBe('Reading sheet 2 of 5…');
  });

  it('where browser.i18n is missing (Chrome offscreen document), reads the provided messages', () => {
    (fakeBrowser.i18n as { getMessage: unknown }).getMessage = () => {
      throw new TypeError('i18n is not available here');
    };
    expect(t('localParse_readingSheet', 2, 5)).toBe('localParse_readingSheet');
    provideMessages({ localParse_readingSheet: { message: 'Sheet $1 of $2, $1 again' } });
    expect(t('localParse_readingSheet', 2, 5)).toBe('Sheet 2 of 5, 2 again');
  });
});
