// @vitest-environment happy-dom
// Patterns that read page text were rewritten so that a long run of spaces, digits or commas is
// scanned once, not once per character of the run (a block opening with 16,000 spaces took the
// old credit-line test half a second). Each rewrite must read every text as the pattern it
// replaced: checked against that pattern on many random texts made of the characters it reacts
// to, and on the worst cases themselves, whose answer is checked, not their time.
import { describe, expect, test } from 'vitest';
import { largestSrcsetUrl } from '@/lib/engines/local/convert/absolute-urls';
import { convertDocument } from '@/lib/engines/local/convert/convert-document';
import { isCreditLine, isLabelOnly, isStampLine } from '@/lib/engines/local/convert/main-content/boilerplate-patterns';
import { fencedCode } from '@/lib/engines/local/convert/markdown-code';
import { splitSpaces } from '@/lib/engines/local/convert/markdown-escape';
import { cleanAuthor } from '@/lib/engines/local/convert/article-signals';
import { seededRandom } from '../../../../support/seeded-random';

/** `count` texts of up to `maxLength` pieces drawn from `alphabet`, the same on every run. */
function texts(alphabet: string[], count: number, maxLength: number, seed = 12345): string[] {
  const next = seededRandom(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: next(maxLength + 1) }, () => alphabet[next(alphabet.length)]).join(''),
  );
}

describe('the same answers as the patterns replaced', () => {
  test('splitSpaces', () => {
    const old = (text: string) => {
      const m = /^([\s\uE000]*)([\s\S]*?)([\s\uE000]*)$/.exec(text);
      return m ? [m[1], m[2], m[3]] : ['', text, ''];
    };
    for (const text of texts([' ', '\t', '\n', '\uE000', '\u00a0', 'a', '*', '\u2003'], 3000, 12))
      expect(splitSpaces(text), JSON.stringify(text)).toEqual(old(text));
  });

  test('the credit line and the stamp line', () => {
    const WORK = '(?:reporting|writing|editing|research|graphics)';
    const CREDIT = `(?:with )?(?:additional )?${WORK}(?: and \\w+)? by`;
    const oldStart = new RegExp(`^\\s*\\(?\\s*(?:with |additional )?${WORK}\\b`, 'i');
    const oldLine = new RegExp(`^\\(?${CREDIT} [^.;]{2,120}(?:[;,] ?(?:and )?${CREDIT} [^;]{2,120})+\\)?\\.?$`, 'i');
    const oldCredit = (text: string) => oldStart.test(text) && oldLine.test(text.replace(/\s+/g, ' ').trim());
    // Slots of a credit line, each drawn at random: lines that are credits, and near misses.
    let seed = 1;
    const slot = (options: string[]) => texts(options, 3000, 1, seed++).map((t) => t || (options[0] ?? ''));
    const [lead, open, first, name, sep, second, close] = [
      slot(['', ' ', '\n  ', '   ']),
      slot(['', '(', '( ', ' (']),
      slot(['Reporting by ', 'with additional reporting by ', 'Editing by', 'Writing and research by ']),
      slot(['Ann Lee', 'Ann Lee, Bo Chan', 'A', 'Ann Lee in Paris.', '  Ann  ']),
      slot(['; ', ', ', ';', ' ; ', '. ']),
      slot(['editing by ', 'and additional reporting by ', 'by ', 'Editing by  ']),
      slot(['Cy Ng', 'Cy Ng)', 'Cy Ng).', 'Cy Ng;', '']),
    ];
    const creditTexts = lead.map((_, i) => `${lead[i]}${open[i]}${first[i]}${name[i]}${sep[i]}${second[i]}${close[i]}`);
    for (const text of creditTexts) expect(isCreditLine(text), JSON.stringify(text)).toBe(oldCredit(text));
    expect(creditTexts.filter(oldCredit).length).toBeGreaterThan(30);

    const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
    const DATE = `(?:${MONTH}\\s+\\d{1,2}\\b|\\d{1,2}\\s+${MONTH}|\\d{4}-\\d{2}-\\d{2}\\b|\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4}\\b)`;
    const oldStamp = new RegExp(
      `(?:^|[|·•,–—]\\s*)(?:last )?(?:updated|published|posted|modified)(?: on| at)?\\s*:?\\s*(?:\\w+day,?\\s+)?${DATE}`,
      'i',
    );
    const oldStampLine = (text: string) =>
      /\d/.test(text) && oldStamp.test(text) && !/[.!?]\s+[A-Z]/.test(text.replace(/\s+/g, ' '));
    const stampSlots = [
      slot(['', 'Bureau | ', 'x, ', 'A ']),
      slot(['Updated', 'Last updated', 'posted', 'Published']),
      slot(['', ' on', ' at']),
      slot(['', ' ', '   ', '\t']),
      slot(['', ':', ' :']),
      slot(['', ' ', '  ', '\n']),
      slot(['', 'Monday, ', 'Tuesday,  ']),
      slot(['Nov 19, 2019', '19 November', '2019-11-19', '19/11/2019', 'soon', 'Nov. 5. It rained']),
    ];
    const stampTexts = lead.map((_, i) => stampSlots.map((options) => options[i]).join(''));
    for (const text of stampTexts) expect(isStampLine(text), JSON.stringify(text)).toBe(oldStampLine(text));
    expect(stampTexts.filter(oldStampLine).length).toBeGreaterThan(30);
  });

  test("an author's name: up to a handle, a reading time or a separator", () => {
    const oldName = (raw: string) =>
      raw
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^by\s+/i, '')
        .replace(/\s*\d+\s*min(?:ute)?s?\.?\s+read\b.*$/i, '')
        .replace(/\s*@\w+.*$/, '')
        .split(/\s+[|/•]\s+/)[0]
        ?.trim();
    const parts = ['Jane', ' ', '  ', 'Doe', '@jd', '5', '12', ' min', 'utes', ' read', '|', '/', '•', 'by '];
    let compared = 0;
    for (const raw of texts(parts, 3000, 8)) {
      // cleanAuthor refuses some names outright (a URL, an account, a long text); the name it keeps is the old one.
      const kept = cleanAuthor(raw, 'Example News');
      if (kept === undefined) continue;
      expect(kept, JSON.stringify(raw)).toBe(oldName(raw));
      if (kept !== raw.trim()) compared++;
    }
    // Many names were cut (a handle, a reading time, a separator), not only kept whole.
    expect(compared).toBeGreaterThan(300);
    expect(cleanAuthor('By Jane Doe @janedoe · 5 min read', 'Example')).toBe('Jane Doe');
    expect(cleanAuthor('Jane Doe 12 Minutes Read', 'Example')).toBe('Jane Doe');
    expect(cleanAuthor('Jane Doe | Staff Writer', 'Example')).toBe('Jane Doe');
  });
});

describe('worst cases read right', () => {
  const run = (n: number, s: string) => s.repeat(n);
  test('a block opening with a long run of spaces is not a credit line; a credit line after one is', () => {
    expect(isCreditLine(`${run(50_000, ' ')}Story continues`)).toBe(false);
    expect(isCreditLine(`${run(50_000, ' ')}(Reporting by Ann Lee; editing by Bo Chan)`)).toBe(true);
    expect(isStampLine(`Posted${run(50_000, ' ')}x 2019`)).toBe(false);
  });
  test('a label list reads only a text of label length', () => {
    expect(isLabelOnly('More stories from The Daily Paper:')).toBe(true);
    expect(isLabelOnly(`More stories from ${run(40_000, 'a .')}`)).toBe(false);
  });
  test('spaces, code and srcset candidates', () => {
    expect(splitSpaces(`${run(50_000, ' ')}a${run(50_000, ' ')}b `)).toEqual([
      run(50_000, ' '),
      `a${run(50_000, ' ')}b`,
      ' ',
    ]);
    expect(fencedCode(`x${run(50_000, ' ')}y\n\n  `, '')).toBe(`\`\`\`\nx${run(50_000, ' ')}y\n\`\`\``);
    expect(largestSrcsetUrl(`a.jpg ${run(50_000, '1')}x, b.jpg 2x`)).toBe('a.jpg');
    expect(largestSrcsetUrl(`a.jpg 300w, b.jpg ${run(50_000, '0')}w`)).toBe('a.jpg');
    expect(largestSrcsetUrl(`c.jpg${run(50_000, ',')}`)).toBe('c.jpg');
  });
  test('a title with a long run of spaces, a table cell with one, and a price among many digits', () => {
    const doc = new DOMParser().parseFromString(
      `<html><head><title>Long headline of the story${run(20_000, ' ')}| Site</title></head><body><article>
       <h1>Long headline of the story</h1><p>${'A sentence of the story, long enough to read. '.repeat(12)}</p>
       <table><tr><th>Item</th><th>Price</th></tr><tr><td>Mug${run(20_000, ' ')}x</td><td>${run(20_000, '7')} €</td></tr>
       <tr><td>Cup</td><td>$4</td></tr><tr><td>Pot</td><td>$9</td></tr></table></article></body></html>`,
      'text/html',
    );
    const out = convertDocument(doc, {
      url: 'https://example.com/story',
      onlyMainContent: true,
      removeBase64Images: true,
      formats: { markdown: true },
    });
    // Booleans, not the texts: a failure would print 20,000 characters.
    const md = out.markdown ?? '';
    expect(md.startsWith('# Long headline of the story\n')).toBe(true);
    expect(md.includes('| Mug x |')).toBe(true);
    expect(md.includes(`| ${run(20_000, '7')} € |`)).toBe(true);
    expect(out.warning).toBeUndefined();
  });
});
