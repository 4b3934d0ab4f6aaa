// The line patterns that prune a block by its words alone: each must take the line it was made
// for and leave the sentence that merely looks like it.
import { describe, expect, test } from 'vitest';
import {
  isDateLine,
  isPromoLabel,
  isStampLine,
  LABEL_ONLY,
  PROMO_LABEL,
} from '@/lib/engines/local/convert/main-content/boilerplate-patterns';

describe('stamp lines', () => {
  test.each([
    'New Delhi, News Bureau | Updated : 19 November 2019, 09:01 AM',
    'Last Updated : Nov 20, 2019 01:41 PM IST    | Source: Newswire.com',
    'Updated: Tuesday, November 19, 2019',
    'Posted on March 3, 2020 by Jane in News',
    'Published 2024-05-02 · 5 min read',
  ])('takes %j', (line) => expect(isStampLine(line)).toBe(true));
  test.each([
    'This article was updated on Nov 5, 2019 to correct a name.',
    'The law was updated on Nov 5. It now applies to everyone.',
    'Updated: the figures now include March. The totals did not change.',
    'Posted prices rose 5% in March, the third rise this year',
  ])('leaves %j', (line) => expect(isStampLine(line)).toBe(false));
  test('a stamp too long for a date line is still a stamp line', () => {
    const line = 'New Delhi, National News Bureau | Updated : 19 November 2019, 09:01 AM';
    expect(isDateLine(line)).toBe(false);
    expect(isStampLine(line)).toBe(true);
  });
});

describe('reading-time labels', () => {
  test.each([
    '5 min read',
    'Reading time: 4 minutes',
    'Tempo de leitura: 2 minutos',
    'Tiempo de lectura: 3 min',
    'Temps de lecture : 4 min',
    'Lesezeit: 6 Min.',
    'Leestijd 3 minuten',
  ])('takes %j', (line) => expect(LABEL_ONLY.test(line)).toBe(true));
  test('leaves a sentence about reading time', () => {
    expect(LABEL_ONLY.test('O tempo de leitura de cada livro é indicado na capa: 10 minutos.')).toBe(false);
  });
});

describe('promotional titles', () => {
  // isPromoLabel looks at the opening first so that most lines never meet the long pattern: it
  // must still say what the pattern says, whatever the case of the opening.
  test.each([
    'Related',
    'RELATED STORIES',
    'Similar posts:',
    'Recommended for you',
    'More Great Stories',
    'You may also like',
    'Read more',
    'Also read',
    'See also',
    'Trending now',
    'Popular',
    'Most viewed',
    "Editor's picks",
    "Don't miss",
    'Must read',
    'Further reading',
    'More from The Desk',
  ])('takes %j', (line) => {
    expect(isPromoLabel(line)).toBe(true);
    expect(PROMO_LABEL.test(line)).toBe(true);
  });
  test.each(['Relatedness is a property of sets.', 'M', '', 'The most read story', '  Related', 'Zebras'])(
    'leaves %j as the pattern does',
    (line) => expect(isPromoLabel(line)).toBe(PROMO_LABEL.test(line)),
  );
});

describe('lines without a digit', () => {
  test.each(['Updated on Tuesday', 'Published yesterday', 'Nov. the fifth'])(
    'are neither date nor stamp: %j',
    (line) => {
      expect(isDateLine(line)).toBe(false);
      expect(isStampLine(line)).toBe(false);
    },
  );
});
