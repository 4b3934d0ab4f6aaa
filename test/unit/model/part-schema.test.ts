import { describe, expect, it } from 'vitest';
import { partSchema } from '@/lib/model/json-schema/part-schema';

describe('the schema a part of a split page is held to', () => {
  it('drops what only the whole page can meet, at every level, and keeps the rest', () => {
    const schema = {
      type: 'object',
      required: ['name'],
      minProperties: 1,
      properties: {
        name: { type: 'string', minLength: 1 },
        reviews: { type: 'array', minItems: 1, maxItems: 9, items: { type: 'object', required: ['stars'] } },
        required: { type: 'boolean' },
        size: { enum: [{ required: ['x'] }] },
      },
    };
    expect(partSchema(schema)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1 },
        reviews: { type: 'array', maxItems: 9, items: { type: 'object' } },
        required: { type: 'boolean' },
        size: { enum: [{ required: ['x'] }] },
      },
    });
    expect(schema.required).toEqual(['name']);
  });
});
