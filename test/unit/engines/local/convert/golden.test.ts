// @vitest-environment happy-dom
// Golden tests: each test/fixtures/convert/NAME.html is converted and compared with NAME.md.
// A fixture may set options in a leading comment: <!-- convert: {"onlyMainContent": true} -->.
// UPDATE_GOLDEN=1 rewrites the .md files (review the diff before keeping it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { convertDocument } from '@/lib/engines/local/convert/convert-document';
import type { ConvertOptions } from '@/lib/engines/local/convert/convert-document';

const FIXTURES = join(import.meta.dirname, '../../../../fixtures/convert');
const FIXTURE_URL = 'https://example.com/articles/page.html';

function optionsFor(html: string): ConvertOptions {
  const m = /<!--\s*convert:\s*(\{[\s\S]*?\})\s*-->/.exec(html);
  const overrides = m?.[1] ? (JSON.parse(m[1]) as Partial<ConvertOptions>) : {};
  return {
    url: FIXTURE_URL,
    onlyMainContent: false,
    removeBase64Images: true,
    formats: { markdown: true },
    ...overrides,
  };
}

const names = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.slice(0, -'.html'.length))
  .sort();

describe('html to markdown golden files', () => {
  test('fixtures exist', () => {
    expect(names.length).toBeGreaterThan(10);
  });
  test.each(names)('%s', (name) => {
    const html = readFileSync(join(FIXTURES, `${name}.html`), 'utf8');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const markdown = convertDocument(doc, optionsFor(html)).markdown ?? '';
    const goldenPath = join(FIXTURES, `${name}.md`);
    if (process.env.UPDATE_GOLDEN) writeFileSync(goldenPath, markdown + '\n');
    expect(markdown + '\n').toBe(readFileSync(goldenPath, 'utf8'));
  });
});
