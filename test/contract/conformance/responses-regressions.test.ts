import { describe, expect, it } from 'vitest';
import { parseResponseSchema, scrapeResponseSchema } from '@/lib/api/schemas/index';

// Valid responses the schemas once refused, found by the sampled properties.
describe('responses the documents allow', () => {
  it('actions.javascriptReturns item without `value` (a script that returned undefined)', () => {
    const body = { success: true, data: { actions: { javascriptReturns: [{ type: 'undefined' }] } } };
    expect(scrapeResponseSchema.parse(body)).toEqual(body);
  });

  for (const name of ['title', 'description', 'language']) {
    it(`v2 metadata.${name} as an array of strings (v2 document: oneOf string | string[])`, () => {
      const body = { success: true, data: { metadata: { [name]: ['a', 'b'] } } };
      expect(parseResponseSchema.parse(body)).toEqual(body);
    });
  }
});
