import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README's screenshots are made by `npm run screenshots`; this only checks that every image
// the README shows is there and is a PNG.
const repo = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+\.png)\)/g)].map((m) => m[1]!);

describe("the README's images", () => {
  it('are named', () => {
    expect(images.length).toBeGreaterThan(3);
  });
  it.each(images)('%s exists and is a PNG', (file) => {
    const bytes = readFileSync(path.join(repo, file));
    expect(statSync(path.join(repo, file)).size).toBeGreaterThan(1000);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
