// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fillIn } from '@/lib/i18n/t';
import { readPageFacts } from '@/lib/engines/local/page-facts/page-facts-formats';
import { messages } from '../../../../support/real-messages';
import { FIXTURE_URL, fixturePage } from './fixture-page';

describe('readPageFacts', () => {
  it('reads only the formats asked for', () => {
    const { facts, warning } = readPageFacts(fixturePage('menu'), FIXTURE_URL, { menu: true, product: true });
    expect(Object.keys(facts).sort()).toEqual(['menu', 'product']);
    expect(facts.product).toEqual({});
    expect(facts.menu?.isMenu).toBe(true);
    expect(warning).toBeUndefined();
  });

  it('a page that breaks a reader leaves that format out, with a warning naming it and why', () => {
    const doc = fixturePage('product-json-ld');
    doc.querySelectorAll = () => {
      throw new Error('the page replaced querySelectorAll');
    };
    const { facts, warning } = readPageFacts(doc, FIXTURE_URL, { product: true });
    expect(facts).toEqual({});
    expect(warning).toBe(
      fillIn(messages.localScrape_pageFactFailed!, ['product', 'the page replaced querySelectorAll']),
    );
  });
});
