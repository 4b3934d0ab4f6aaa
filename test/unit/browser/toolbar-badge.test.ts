import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

// The badge is painted by round trips to the browser; a bridge request changes only its count, so
// only the parts that changed are painted again.
describe('the toolbar badge', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.resetModules();
    fakeBrowser.runtime.getManifest = () => ({ action: { default_title: 'Web Data Extractor' } }) as never;
  });

  it('paints only the parts of the badge that changed', async () => {
    const text = vi.spyOn(fakeBrowser.action, 'setBadgeText');
    const color = vi.spyOn(fakeBrowser.action, 'setBadgeBackgroundColor');
    const title = vi.spyOn(fakeBrowser.action, 'setTitle');
    const { setBridgeActivity } = await import('@/lib/browser/toolbar-badge');
    await setBridgeActivity({ running: 1, asking: 0 });
    expect([text, color, title].map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
    await setBridgeActivity({ running: 1, asking: 0 });
    expect([text, color, title].map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
    await setBridgeActivity({ running: 2, asking: 0 });
    expect([text, color, title].map((spy) => spy.mock.calls.length)).toEqual([2, 1, 2]);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('2');
    await setBridgeActivity({ running: 0, asking: 0 });
    expect(await fakeBrowser.action.getBadgeText({})).toBe('');
    expect(await fakeBrowser.action.getTitle({})).toBe('Web Data Extractor');
  });
});
