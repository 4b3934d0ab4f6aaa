import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../support/real-messages';

const entries = Object.entries(messages);
const PLURAL = /_(?:zero|one|two|few|many|other)$/;
/** The key a plural form belongs to (`batch_title` for `batch_title_one`): a family with a `_one`. */
const pluralOf = (key: string) =>
  PLURAL.test(key) && messages[key.replace(PLURAL, '_one')] ? key.replace(PLURAL, '') : undefined;

/** The extension's code, where keys are used: lib/, components/, entrypoints/, the manifest's config. */
function code(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return code(file);
    return /\.tsx?$/.test(entry.name) ? [readFileSync(file, 'utf8')] : [];
  });
}

describe('messages.json', () => {
  // Chrome refuses to load the whole extension over a bad key or an undeclared placeholder
  // ("Variable $count$ used but not defined"); two substitutions side by side ("$2$3") read as one.
  it('names its keys with letters, digits and _ only, as Chrome requires', () => {
    expect(entries.map(([key]) => key).filter((key) => !/^[A-Za-z0-9_]+$/.test(key))).toEqual([]);
  });

  it('declares every $NAME$ a message uses, each standing for one of $1 to $9', () => {
    const bad = entries.filter(([, { message, placeholders = {} }]) => {
      const declared = new Map(Object.entries(placeholders).map(([name, p]) => [name.toLowerCase(), p.content]));
      const used = [...message.matchAll(/\$([A-Za-z0-9_@]+)\$/g)].map((m) => m[1]!.toLowerCase());
      return used.some((name) => !declared.has(name)) || [...declared.values()].some((c) => !/^\$[1-9]$/.test(c));
    });
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it('uses $ only for $1 to $9 and declared $NAME$ placeholders', () => {
    const bad = entries.filter(([, { message }]) =>
      /\$(?![1-9]|[A-Za-z0-9_@]+\$)/.test(message.replace(/\$\w+\$/g, '')),
    );
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  // WXT copies each message into a /** … */ comment of its generated types: a "*/" inside one
  // ends the comment early and the type check fails on the rest.
  it("has no */ that would end the generated types' comments", () => {
    const bad = entries.filter(([, { message }]) => message.includes('*/'));
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  // tPlural() picks key_one, key_other… by the count: each plural has its `other` form, the one
  // every language has, and every form takes the same values (the count first, as $COUNT$).
  it('writes each plural with an _other form and the same placeholders, the count first', () => {
    const placeholders = (key: string) => Object.keys(messages[key]?.placeholders ?? {}).join(',');
    const bad = entries
      .filter(([key]) => pluralOf(key))
      .filter(([key]) => {
        const other = `${pluralOf(key)}_other`;
        return !messages[other] || placeholders(key) !== placeholders(other) || !/^count\b/.test(placeholders(key));
      });
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it('holds only messages the code uses', () => {
    const source = [...['lib', 'components', 'entrypoints'].flatMap(code), readFileSync('wxt.config.ts', 'utf8')].join(
      '\n',
    );
    // A key built in the code, as t(`sidepanel_status_${job.status}`), is used through its start.
    const prefixes = [...source.matchAll(/`([A-Za-z0-9_]+_)\$\{/g)].map((m) => m[1]!);
    const used = (key: string) => {
      const base = pluralOf(key) ?? key;
      return (
        source.includes(`'${base}'`) || source.includes(`__MSG_${key}__`) || prefixes.some((p) => key.startsWith(p))
      );
    };
    expect(entries.map(([key]) => key).filter((key) => !used(key))).toEqual([]);
  });
});
