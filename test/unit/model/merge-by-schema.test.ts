import { describe, expect, it } from 'vitest';
import { isEmptyValue, mergeParts } from '@/lib/model/merge/merge-by-schema';

const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    tags: { type: 'array', items: { type: 'string' } },
    seller: { type: 'object', properties: { name: { type: 'string' }, phone: { type: 'string' } } },
    size: { type: 'string' },
  },
};

describe('merging the parts of a split page by the schema', () => {
  it('keeps the first non-empty scalar, joins arrays each item once, merges objects key by key', () => {
    const merged = mergeParts(
      [
        { name: null, price: 12, tags: ['a', 'b', 'a'], seller: { name: 'Shop' } },
        { name: 'Chair', price: 15, tags: ['B ', 'c'], seller: { name: 'Other', phone: '123' } },
        { name: 'Table', tags: [], seller: null },
      ],
      SCHEMA,
    );
    expect(merged).toEqual({ name: 'Chair', price: 12, tags: ['a', 'b', 'c'], seller: { name: 'Shop', phone: '123' } });
  });

  it('treats objects with the same fields as one item, whatever their key order', () => {
    const merged = mergeParts([{ list: [{ a: 1, b: 2 }] }, { list: [{ b: 2, a: 1 }, { a: 3 }] }]);
    expect(merged).toEqual({ list: [{ a: 1, b: 2 }, { a: 3 }] });
  });

  it('never joins two lists the schema says are one value', () => {
    expect(mergeParts([{ size: ['S'] }, { size: ['M'] }], SCHEMA)).toEqual({ size: ['S'] });
  });

  it('keeps an empty answer as empty, and merges free objects without a schema', () => {
    expect(mergeParts([{ a: null }, { a: '' }])).toEqual({ a: null });
    expect(mergeParts([{ a: 1 }, { b: 2 }])).toEqual({ a: 1, b: 2 });
    expect(isEmptyValue({ a: [], b: ' ' })).toBe(true);
  });
});
