import { afterEach, describe, expect, it } from 'vitest';
import { violationList, violationsOf } from '@/lib/model/json-schema/validate-answer';

const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number', minimum: 0 },
    tags: { type: 'array', items: { type: 'string' } },
  },
  required: ['name'],
};

const original = globalThis.Function;
afterEach(() => {
  globalThis.Function = original;
});

describe('answer validation', () => {
  it('passes an answer that matches', () => {
    expect(violationsOf({ name: 'A', price: 3, tags: ['x'] }, SCHEMA)).toEqual([]);
  });

  it('names every place an answer breaks the schema', () => {
    const violations = violationsOf({ price: -1, tags: ['x', 2] }, SCHEMA);
    expect(violations.map((v) => `${v.at} ${v.keyword}`).sort()).toEqual([
      '/ required',
      '/price minimum',
      '/tags/1 type',
    ]);
    expect(violationList(violations)).toContain('/price (minimum)');
  });

  it('follows the draft the schema declares', () => {
    const draft4 = {
      $schema: 'http://json-schema.org/draft-04/schema#',
      properties: { n: { maximum: 5, exclusiveMaximum: true } },
    };
    expect(violationsOf({ n: 5 }, draft4)).toHaveLength(1);
    expect(violationsOf({ n: 4 }, draft4)).toEqual([]);
  });

  it('generates no code: it runs with Function and eval refused, as under the extension CSP', () => {
    const refuse = () => {
      throw new EvalError('Refused to evaluate a string as JavaScript (CSP)');
    };
    globalThis.Function = new Proxy(original, { apply: refuse, construct: refuse });
    expect(violationsOf({ name: 1 }, SCHEMA).map((v) => v.at)).toEqual(['/name']);
    expect(violationsOf({ name: 'ok' }, SCHEMA)).toEqual([]);
  });
});
