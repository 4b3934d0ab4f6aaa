import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIXTURE_URL = 'https://shop.example.test/pages/item.html';

/** A fixture page of test/fixtures/page-facts/ as a document (the test file runs in happy-dom). */
export function fixturePage(name: string): Document {
  const html = readFileSync(join(import.meta.dirname, '../../../../fixtures/page-facts', `${name}.html`), 'utf8');
  return new DOMParser().parseFromString(html, 'text/html');
}
