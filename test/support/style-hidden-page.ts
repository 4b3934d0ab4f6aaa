/**
 * What the fixture test/fixtures/pages/style-hidden.html must give in a real browser: the form's
 * notes its style sheet hides are left out; what else it hides, which a reader opens or another
 * screen size draws, is kept. Read by the Chromium and the Firefox end-to-end tests alike.
 */
import { expect } from 'vitest';

export const STYLE_HIDDEN_PAGE = 'test/fixtures/pages/style-hidden.html';

export function expectStyleHiddenPage(markdown: string): void {
  for (const note of ['Thank you!', 'Oops!']) expect(markdown, note).not.toContain(note);
  for (const kept of [
    'Pinch each stem',
    'rotate the pot a quarter turn',
    'Narrow-screen copy',
    'a third of perlite',
    'top two centimetres are dry',
    'Most often too much water',
    'a full-spectrum lamp',
    'Without a lamp, a south window',
  ])
    expect(markdown, kept).toContain(kept);
}
