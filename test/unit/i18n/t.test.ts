import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fillIn, provideMessages, t, type MessageTable } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import { useRealMessages } from '../../support/real-messages';

const i18n = fakeBrowser.i18n as { getMessage: unknown; getUILanguage: unknown };
const noI18n = () => {
  throw new TypeError('i18n is not available here');
};
/** The browser's i18n in `language`, answering from `table`. */
function browserIn(language: string, table: MessageTable): void {
  i18n.getUILanguage = () => language;
  i18n.getMessage = (name: string, subs: string[] = []) => {
    const entry = table[name];
    return entry ? fillIn(entry, subs) : '';
  };
}

// Each test may take browser.i18n away or change its language: the next starts from English.
const getUILanguage = i18n.getUILanguage;
afterEach(() => {
  useRealMessages();
  i18n.getUILanguage = getUILanguage;
  provideMessages({});
});

describe('t()', () => {
  it('reads browser.i18n with $1… filled in', () => {
    expect(t('localParse_readingSheet', 2, 5)).toBe('Reading sheet 2 of 5…');
  });

  it('fills named placeholders with the values they stand for', () => {
    expect(t('batch_optionsInvalid', 'Enter a CSS selector')).toBe(
      'The scrape options are not valid: Enter a CSS selector. Fix them and start again.',
    );
    const entry = {
      message: '$Name$ left $COUNT$ ($1)',
      placeholders: { count: { content: '$2' }, name: { content: '$1' } },
    };
    expect(fillIn(entry, ['Ann', '3'])).toBe('Ann left 3 (Ann)');
  });

  it('where browser.i18n is missing (Chrome offscreen document), reads the provided messages', () => {
    i18n.getMessage = noI18n;
    expect(t('localParse_readingSheet', 2, 5)).toBe('localParse_readingSheet');
    provideMessages({ localParse_readingSheet: { message: 'Sheet $1 of $2, $1 again' } });
    expect(t('localParse_readingSheet', 2, 5)).toBe('Sheet 2 of 5, 2 again');
  });
});

describe('tPlural()', () => {
  it('says one thing in the singular and more in the plural, in English', () => {
    expect(tPlural('batch_hiddenTabs', 1)).toBe(
      '1 tab is hidden: the extension may not read its address yet. Allow it to include it.',
    );
    expect(tPlural('batch_hiddenTabs', 3)).toMatch(/^3 tabs are hidden: .* their addresses/);
    expect(tPlural('batch_hiddenTabs', 0)).toMatch(/^0 tabs are hidden/);
    expect(tPlural('batch_chosenCount', 5, 4)).toBe('4 of 5 pages chosen');
  });

  it("picks the form the browser's language uses for the count, else the other form", () => {
    browserIn('pl', {
      batch_pageCount_one: { message: '$COUNT$ strona', placeholders: { count: { content: '$1' } } },
      batch_pageCount_few: { message: '$COUNT$ strony', placeholders: { count: { content: '$1' } } },
      batch_pageCount_other: { message: '$COUNT$ stron', placeholders: { count: { content: '$1' } } },
    });
    expect([1, 3, 22, 5, 1.5].map((n) => tPlural('batch_pageCount', n))).toEqual([
      '1 strona',
      '3 strony',
      '22 strony',
      '5 stron', // Polish calls 5 "many": no such form here, so the other one.
      '1.5 stron',
    ]);
  });

  it('follows the provided messages’ language where there is no browser.i18n', () => {
    i18n.getMessage = noI18n;
    i18n.getUILanguage = noI18n;
    provideMessages(
      {
        batch_pageCount_one: { message: '$1 page' },
        batch_pageCount_other: { message: '$1 pages' },
      },
      'fr',
    );
    // French counts 0 as one; English would say "0 pages".
    expect(tPlural('batch_pageCount', 0)).toBe('0 page');
  });
});
