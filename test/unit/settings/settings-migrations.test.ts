import { readdirSync, readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SETTINGS_STEPS } from '@/lib/settings/migrations/index';
import { SETTINGS_KEY, SETTINGS_META_KEY, SETTINGS_VERSION } from '@/lib/settings/settings-keys';
import { settingsSchema, type Settings } from '@/lib/settings/settings-schema';
import { getSettings } from '@/lib/settings/settings-store';

// Every stored shape the settings ever had is kept as a fixture, each with every setting moved off
// its default: a user's settings of any version must read, under this build's schema, as what the
// user chose, none dropped to its default. A change of shape without its step fails here.
const FIXTURES = new URL('./fixtures/', import.meta.url);
const fixtures = readdirSync(FIXTURES)
  .map((name) => /^settings-v(\d+)\.json$/.exec(name))
  .filter((match): match is RegExpExecArray => match !== null)
  .map((match) => ({
    version: Number(match[1]),
    stored: JSON.parse(readFileSync(new URL(match[0], FIXTURES), 'utf8')) as unknown,
  }))
  .sort((a, b) => a.version - b.version);

/** What the version-1 fixture says, as this build's settings: the choices every later shape must keep. */
const CHOSEN: Settings = {
  baseUrl: 'https://firecrawl.example.org',
  engine: 'local',
  scrapeDefaults: {
    formats: ['markdown', 'links', 'screenshot'],
    onlyMainContent: false,
    waitFor: 500,
    timeout: 20000,
    excludeTags: ['nav'],
  },
  parseDefaults: { formats: ['markdown'] },
  historyRetentionDays: 90,
  monitorChecksKept: 20,
  showContextMenu: false,
  batchConcurrency: 5,
  bridgeEnabled: true,
  bridgePort: 4012,
  bridgeForwarding: true,
  bridgeActing: false,
  modelProvider: { kind: 'endpoint', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3', contextTokens: 16384 },
  // Added after version 1 with a default, so no step: version 1 reads as the browser's own engine.
  searchEngine: '',
  onboarded: true,
};

const stepsFrom = (version: number) => SETTINGS_STEPS.filter((step) => step.to > version);

describe('the stored settings across versions', () => {
  beforeEach(() => fakeBrowser.reset());

  it('has one step to each version after the first, in order, and a fixture of every version', () => {
    expect(SETTINGS_STEPS.map((step) => step.to)).toEqual(
      Array.from({ length: SETTINGS_VERSION - 1 }, (_, i) => i + 2),
    );
    expect(fixtures.map((f) => f.version)).toEqual(Array.from({ length: SETTINGS_VERSION }, (_, i) => i + 1));
  });

  it.each(fixtures)(
    'reads version $version, through every step after it, as the choices it holds',
    ({ version, stored }) => {
      const migrated = stepsFrom(version).reduce((value, step) => step.migrate(value), stored);
      const parsed = settingsSchema.strict().safeParse(migrated);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(parsed.data).toEqual(CHOSEN);
    },
  );

  it.each(fixtures)(
    'migrates version $version as stored in the browser, on the first read',
    async ({ version, stored }) => {
      await fakeBrowser.storage.local.set({ [SETTINGS_KEY]: stored, [SETTINGS_META_KEY]: { v: version } });
      expect(await getSettings()).toEqual(CHOSEN);
    },
  );
});
