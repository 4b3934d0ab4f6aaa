import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { checkSettings, keepCheckedSettings } from '@/lib/settings/checked-settings';
import { startReads } from '@/entrypoints/popup/start-reads';
import { answeredPopupStart, loadPopupStart } from '@/entrypoints/popup/start-state';
import { checkedSettingsCache } from '@/lib/settings/checked-settings-item';
import { settingsItem } from '@/lib/settings/settings-item';
import { SETTINGS_META_KEY, SETTINGS_VERSION } from '@/lib/settings/settings-keys';
import { readStartSettings } from '@/lib/settings/start-settings';

// The popup reads the settings and their last check raw, in one storage call, where the WXT
// items would make four; it must read what they read, and leave settings of another version to
// settingsItem, the one that migrates them.
describe("the popup's start settings", () => {
  beforeEach(() => {
    fakeBrowser.reset();
    (fakeBrowser.runtime as { getManifest: unknown }).getManifest = () => ({
      manifest_version: 3,
      name: 'x',
      version: '1.0.0',
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('are what the settings and checked-settings items read, nothing stored or something', async () => {
    expect(await readStartSettings()).toEqual({
      stored: await settingsItem.getValue(),
      checked: await checkedSettingsCache.getValue(),
    });
    await settingsItem.setValue({ onboarded: true, engine: 'remote' });
    await keepCheckedSettings();
    const read = await readStartSettings();
    expect(read).toEqual({ stored: await settingsItem.getValue(), checked: await checkedSettingsCache.getValue() });
    expect(read?.stored).toEqual({ onboarded: true, engine: 'remote' });
  });

  it('are left to settingsItem when stored by another version of the settings', async () => {
    await fakeBrowser.storage.local.set({
      settings: { onboarded: true },
      [SETTINGS_META_KEY]: { v: SETTINGS_VERSION + 1 },
    });
    expect(await readStartSettings()).toBeUndefined();
    await fakeBrowser.storage.local.set({ [SETTINGS_META_KEY]: { v: SETTINGS_VERSION } });
    expect(await readStartSettings()).toMatchObject({ stored: { onboarded: true } });
  });

  const openPopup = async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'http://127.0.0.1:4000/page' });
    vi.stubGlobal('window', {});
    vi.stubGlobal('location', { search: `?tabId=${tab.id}` });
    return loadPopupStart();
  };

  it('come from the kept check with one storage read', async () => {
    await settingsItem.setValue({ onboarded: true, scrapeDefaults: { formats: ['links'] } });
    await keepCheckedSettings();
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    const start = await openPopup();
    expect(get).toHaveBeenCalledTimes(1);
    expect(start.settings).toEqual(checkSettings({ onboarded: true, scrapeDefaults: { formats: ['links'] } }).settings);
    expect(start.tab.url).toBe('http://127.0.0.1:4000/page');
  });

  it('are checked by the popup itself when no check is kept, or they are of another version', async () => {
    await settingsItem.setValue({ onboarded: true, engine: 'local' });
    expect((await openPopup()).settings).toEqual(checkSettings({ onboarded: true, engine: 'local' }).settings);
    await fakeBrowser.storage.local.set({ [SETTINGS_META_KEY]: { v: SETTINGS_VERSION + 1 } });
    expect((await openPopup()).settings.engine).toBe('local');
  });

  it('are there for the first render when the head script has its answers and the kept check fits them', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'http://127.0.0.1:4000/page' });
    vi.stubGlobal('location', { search: `?tabId=${tab.id}` });
    await settingsItem.setValue({ onboarded: true, engine: 'remote' });
    vi.stubGlobal('window', { popupStartReads: startReads() });
    expect(answeredPopupStart()).toBeUndefined(); // asked, not answered yet: the popup shows Loading
    const start = await loadPopupStart();
    expect(answeredPopupStart()).toBeUndefined(); // answered, but no check kept for these settings
    await keepCheckedSettings();
    vi.stubGlobal('window', { popupStartReads: startReads() });
    await loadPopupStart();
    expect(answeredPopupStart()).toEqual(start);
    expect(answeredPopupStart()?.settings.engine).toBe('remote');
  });
});
