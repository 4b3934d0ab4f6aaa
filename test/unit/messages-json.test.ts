import { describe, expect, it } from 'vitest';
import { messages } from '../support/real-messages';

// Chrome reads `$name$` in a message as a named placeholder and refuses to load the whole
// extension when none is declared ("Variable $2$ used but not defined"): two substitutions
// written side by side ("$2$3") are read that way. This file declares no placeholders, so only
// $1…$9 standing alone may appear.
describe('messages.json', () => {
  it('has no $…$ that Chrome would read as an undeclared placeholder', () => {
    const bad = Object.entries(messages).filter(([, { message }]) => /\$[A-Za-z0-9_@]+\$/.test(message));
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it('uses only $1 to $9 for substitutions', () => {
    const bad = Object.entries(messages).filter(([, { message }]) => /\$(?![1-9])/.test(message));
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  // WXT copies each message into a /** … */ comment of its generated types: a "*/" inside one
  // ends the comment early and the type check fails on the rest.
  it("has no */ that would end the generated types' comments", () => {
    const bad = Object.entries(messages).filter(([, { message }]) => message.includes('*/'));
    expect(bad.map(([key]) => key)).toEqual([]);
  });
});
