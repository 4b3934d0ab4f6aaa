// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { convertDocument } from '@/lib/engines/local/convert/convert-document';

const markdownOf = (body: string): string =>
  convertDocument(new DOMParser().parseFromString(`<body>${body}</body>`, 'text/html'), {
    url: 'https://example.com/notes',
    onlyMainContent: false,
    removeBase64Images: true,
    formats: { markdown: true },
  }).markdown ?? '';

describe('superscript and subscript', () => {
  it('keep what a number or a formula says, as Unicode characters', () => {
    expect(markdownOf('<p>About 10<sup>3</sup> cells in 1 mm<sup>-1</sup> of H<sub>2</sub>O, x<sup>n</sup>.</p>')).toBe(
      'About 10³ cells in 1 mm⁻¹ of H₂O, xⁿ.',
    );
    expect(markdownOf('<p>E = mc<sup> 2 </sup> and C<sub>6</sub>H<sub>12</sub>O<sub>6</sub></p>')).toBe(
      'E = mc² and C₆H₁₂O₆',
    );
  });

  it('draw every character of both tables at its own place', () => {
    // Eight at a time: a longer run is a phrase set small, left as text.
    expect(markdownOf('<p>a<sup>01234567</sup> b<sup>89+-−=()</sup> c<sup>ni</sup></p>')).toBe(
      'a⁰¹²³⁴⁵⁶⁷ b⁸⁹⁺⁻⁻⁼⁽⁾ cⁿⁱ',
    );
    expect(markdownOf('<p>a<sub>01234567</sub> b<sub>89+-−=()</sub> c<sub>n</sub></p>')).toBe('a₀₁₂₃₄₅₆₇ b₈₉₊₋₋₌₍₎ cn');
  });

  it('leave as text what has no such characters: ordinals, marks, words, a linked footnote', () => {
    expect(markdownOf('<p>The 1<sup>st</sup> and 2<sup>nd</sup> rows<sup>†</sup>, Acme<sup>TM</sup>.</p>')).toBe(
      'The 1st and 2nd rows†, AcmeTM.',
    );
    expect(markdownOf('<p>As shown<sup><a href="#fn1">1</a></sup>.</p>')).toBe(
      'As shown[1](https://example.com/notes#fn1).',
    );
    expect(markdownOf('<p>Small<sup>print set very small</sup>.</p>')).toBe('Smallprint set very small.');
  });
});
