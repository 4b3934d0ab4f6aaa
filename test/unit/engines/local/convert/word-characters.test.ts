// The ASCII road and the Unicode road must agree: the ASCII one is only a faster way there.
import { describe, expect, it } from 'vitest';
import { lettersAndDigits, wordsOf } from '@/lib/engines/local/convert/word-characters';

const unicodeWords = (lower: string): string[] => lower.match(/[\p{L}\p{N}]+/gu) ?? [];
const unicodeLetters = (lower: string): string => lower.replace(/[^\p{L}\p{N}]+/gu, '');

describe('word characters', () => {
  const samples = [
    'cbs news',
    "mike's notes — 2024 edition",
    '  a_b-c:d 42  ',
    '',
    '!!!',
    'süddeutsche zeitung',
    'ελληνικά νέα 2',
    'анна иванова',
    '東京 news',
    'x²',
  ];
  it.each(samples)('gives the Unicode answer for %j', (text) => {
    expect(wordsOf(text)).toEqual(unicodeWords(text));
    expect(lettersAndDigits(text)).toBe(unicodeLetters(text));
  });
  it('reads words and letters', () => {
    expect(wordsOf('the u.s. in 2024')).toEqual(['the', 'u', 's', 'in', '2024']);
    expect(lettersAndDigits("al jazeera's")).toBe('aljazeeras');
  });
});
