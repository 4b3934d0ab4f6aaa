import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

/**
 * Chrome's offscreen API as the parser page meets it: a document being created is listed by
 * getContexts at once, but its script listens only once createDocument has resolved.
 */
function fakeOffscreen() {
  const state = { listed: false, loaded: false, created: 0, finishLoad: () => undefined as void };
  const offscreen = {
    createDocument: vi.fn(
      () =>
        new Promise<void>((resolve) => {
          state.created++;
          state.listed = true;
          state.finishLoad = () => ((state.loaded = true), resolve());
        }),
    ),
    closeDocument: vi.fn(async () => undefined),
  };
  Object.assign(fakeBrowser, { offscreen });
  Object.assign(fakeBrowser.runtime, {
    getContexts: vi.fn(async () => (state.listed ? [{ contextType: 'OFFSCREEN_DOCUMENT' }] : [])),
  });
  return state;
}

describe('opening the parser page', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.resetModules();
  });

  it('a second caller waits for the page being opened, not only for it to be listed', async () => {
    const page = fakeOffscreen();
    const { ensureParserPage } = await import('@/lib/engines/local/parse/offscreen-document');
    const first = ensureParserPage();
    await vi.waitFor(() => expect(page.listed).toBe(true));
    let secondDone = false;
    const second = ensureParserPage().then(() => (secondDone = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(secondDone).toBe(false);
    page.finishLoad();
    await Promise.all([first, second]);
    expect(page.loaded).toBe(true);
    expect(page.created).toBe(1);
  });

  it('opens nothing where the page is open already', async () => {
    const page = fakeOffscreen();
    page.listed = true;
    const { ensureParserPage } = await import('@/lib/engines/local/parse/offscreen-document');
    await ensureParserPage();
    expect(page.created).toBe(0);
  });
});
