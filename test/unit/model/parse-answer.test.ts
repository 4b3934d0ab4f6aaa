import { describe, expect, it } from 'vitest';
import { parseAnswer } from '@/lib/model/answer/parse-answer';

describe("reading the model's answer", () => {
  it.each([
    ['plain JSON', '{"a":1}'],
    ['a json fence', '```json\n{"a":1}\n```'],
    ['a bare fence with words around it', 'Here it is:\n```\n{"a":1}\n```\nHope that helps.'],
    ['a sentence before the object', 'The answer is {"a":1}.'],
  ])('takes %s', (_name, text) => {
    expect(parseAnswer(text)).toEqual({ a: 1 });
  });

  it.each([
    ['prose', 'I could not find it.'],
    ['an array', '[1,2]'],
    ['broken JSON', '{"a":1'],
    ['a string', '"a"'],
    ['nothing', ''],
  ])('refuses %s', (_name, text) => {
    expect(parseAnswer(text)).toBeUndefined();
  });
});
