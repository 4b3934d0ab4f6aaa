import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../wxt.config';

// What the stores read beside the code: the privacy page names every permission either build
// asks for, with its reason; Firefox's data collection declaration; the version in the manifest
// has its CHANGELOG.md heading (the rule: docs/testing.md, Versions).
const repo = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

interface Manifest {
  permissions?: string[];
  optional_permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
}
const manifest = (browser: string) =>
  (config.manifest as (env: { browser: string; manifestVersion: number }) => Manifest)({
    browser,
    manifestVersion: browser === 'firefox' ? 2 : 3,
  });

describe('store listing', () => {
  it.each(['chrome', 'firefox'])('docs/privacy.md gives a reason for each permission of the %s build', (browser) => {
    const m = manifest(browser);
    const all = [
      ...(m.permissions ?? []),
      ...(m.optional_permissions ?? []),
      ...(m.host_permissions ?? []),
      ...(m.optional_host_permissions ?? []),
    ];
    const privacy = read('docs/privacy.md');
    // Each as `code` at the start of a list item, or among the sites' patterns.
    const missing = all.filter((p) => !privacy.includes(`\`${p}\``));
    expect(missing).toEqual([]);
  });

  it('the Firefox build declares that it collects nothing (docs/decisions/firefox-data-collection.md)', () => {
    const gecko = (manifest('firefox') as { browser_specific_settings?: { gecko?: Record<string, unknown> } })
      .browser_specific_settings?.gecko;
    expect(gecko?.data_collection_permissions).toEqual({ required: ['none'] });
  });

  it('the store screenshots (npm run screenshots) are PNGs of 1280×800', () => {
    const shots = readdirSync(path.join(repo, 'docs/store')).filter((f) => f.endsWith('.png'));
    expect(shots.length).toBeGreaterThanOrEqual(5);
    for (const shot of shots) {
      const png = readFileSync(path.join(repo, 'docs/store', shot));
      // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      expect([png.toString('latin1', 1, 4), png.readUInt32BE(16), png.readUInt32BE(20)], shot).toEqual([
        'PNG',
        1280,
        800,
      ]);
    }
  });

  it('the version in package.json has its heading in CHANGELOG.md', () => {
    const { version } = JSON.parse(read('package.json')) as { version: string };
    const escaped = version.replaceAll('.', '\\.');
    expect(read('CHANGELOG.md')).toMatch(new RegExp(`^## ${escaped} \\(\\d{4}-\\d{2}-\\d{2}\\)$`, 'm'));
  });
});
