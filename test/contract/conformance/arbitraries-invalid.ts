import fc from 'fast-check';
import { identifier, text } from './arbitraries-shared';

/** An invalid value and the dotted path of the field a refusal must name. */
export interface Invalid {
  input: Record<string, unknown>;
  field: string;
}

type Json = Record<string, unknown>;

/** A key the object at that place does not know: a plausible misspelling of a known key, or any name. */
export const unknownKeyArb = (known: string[]) =>
  fc
    .oneof(
      identifier,
      fc.constantFrom(...known).chain((k) =>
        fc.constantFrom(
          k.toUpperCase(),
          `${k}s`,
          k.slice(0, -1),
          k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
          ` ${k}`,
        ),
      ),
    )
    .filter((k) => k.length > 0 && !known.includes(k) && k !== '__proto__');

const anyValue = fc.oneof(fc.boolean(), fc.integer(), text);

export interface Place {
  /** Path from the request root to an object. */
  path: (string | number)[];
  known: string[];
}

/** Adds one unknown key at one of the places (a deep copy; the base is left alone). */
export const withUnknownKey = (base: Json, places: Place[]): fc.Arbitrary<Invalid> =>
  fc
    .constantFrom(...places)
    .chain((place) => fc.tuple(fc.constant(place), unknownKeyArb(place.known), anyValue))
    .map(([place, key, value]) => {
      const input = structuredClone(base);
      let node: Json = input;
      for (const step of place.path) node = node[step] as Json;
      node[key] = value;
      return { input, field: [...place.path, key].join('.') };
    });

/** Puts `item` into a copy of `list` at a generated index; gives the copy and the index. */
export const insertedAt = <T>(list: T[], item: T): fc.Arbitrary<[T[], number]> =>
  fc.nat({ max: list.length }).map((i) => [[...list.slice(0, i), item, ...list.slice(i)], i]);
