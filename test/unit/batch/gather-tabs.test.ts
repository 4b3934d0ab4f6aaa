import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { gatherPages } from '@/lib/batch/gather-pages';

beforeEach(() => fakeBrowser.reset());

describe('the tabs a batch could read', () => {
  it("leaves out the extension's own pages from the pages and from every count", async () => {
    const own = fakeBrowser.runtime.getURL('/sidepanel.html#/batch');
    const tabs = [
      { id: 1, url: 'https://e.com/a', title: 'A' },
      { id: 2, url: own, title: 'Batch' },
      { id: 3, url: 'chrome://settings', title: 'Settings' },
      { id: 4, title: 'Hidden' },
    ];
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue(tabs as never);
    expect(await gatherPages({ source: 'windowTabs' })).toEqual({
      pages: [{ url: 'https://e.com/a', title: 'A', tabId: 1 }],
      hiddenTabs: 1,
      skipped: 1,
    });
  });
});
