import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { checkSettings, keepCheckedSettings } from '@/lib/settings/checked-settings';
import { cachedCheck, sameJson } from '@/lib/settings/checked-settings-cache';
import { checkedSettingsCache } from '@/lib/settings/checked-settings-item';
import { settingsItem } from '@/lib/settings/settings-item';

describe('the checked settings kept for the popup', () => {
  const runningVersion = (version: string) => {
    (fakeBrowser.runtime as { getManifest: unknown }).getManifest = () => ({ manifest_version: 3, name: 'x', version });
  };
  beforeEach(() => {
    fakeBrowser.reset();
    runningVersion('1.2.3');
  });

  it('answer for exactly the stored settings they were worked out from, in any key order', async () => {
    const stored = { onboarded: true, engine: 'local', scrapeDefaults: { formats: ['markdown', 'links'] } };
    await settingsItem.setValue(stored);
    await keepCheckedSettings();
    const cache = await checkedSettingsCache.getValue();
    const checked = cachedCheck(cache, {
      scrapeDefaults: { formats: ['markdown', 'links'] },
      engine: 'local',
      onboarded: true,
    });
    expect(checked).toEqual(checkSettings(stored));
    expect(checked?.settings.scrapeDefaults.formats).toEqual(['markdown', 'links']);
    expect(checked?.settings.historyRetentionDays).toBe(30); // the schema's default, filled in
    expect(checked?.scrapeDefaultsValid).toBe(true);
    expect(cachedCheck(cache, { ...stored, engine: 'remote' })).toBeUndefined();
    expect(cachedCheck(cache, undefined)).toBeUndefined();
    expect(cachedCheck(null, stored)).toBeUndefined();
  });

  it('are not used by another version of the extension', async () => {
    await settingsItem.setValue({ onboarded: true });
    await keepCheckedSettings();
    const cache = await checkedSettingsCache.getValue();
    expect(cachedCheck(cache, { onboarded: true })).toBeDefined();
    runningVersion('1.2.4');
    expect(cachedCheck(cache, { onboarded: true })).toBeUndefined();
  });

  it('say so when the saved scrape defaults would not make a valid request', () => {
    expect(checkSettings({ scrapeDefaults: { formats: ['json'] } }).scrapeDefaultsValid).toBe(false);
  });

  it('are written again only when the settings or their check changed', async () => {
    await settingsItem.setValue({ onboarded: true });
    await keepCheckedSettings();
    const first = await checkedSettingsCache.getValue();
    await keepCheckedSettings();
    expect(await checkedSettingsCache.getValue()).toBe(first); // the same stored object: not rewritten
    await settingsItem.setValue({ onboarded: true, engine: 'remote' });
    await keepCheckedSettings();
    expect((await checkedSettingsCache.getValue())?.settings.engine).toBe('remote');
  });

  it('compare JSON values whatever the order of their keys', () => {
    expect(sameJson({ a: 1, b: { c: [1, { d: 2, e: 3 }] } }, { b: { c: [1, { e: 3, d: 2 }] }, a: 1 })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
});
