import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { callPage } from '@/lib/engines/local-scrape/tab-call';

type Script = (typeof fakeBrowser.scripting)['executeScript'];
const COMMAND = { op: 'press', key: 'Enter' } as const;

/** executeScript answering from a list: an Error rejects, anything else is the frame's result. */
function scripted(...answers: unknown[]): ReturnType<typeof vi.fn> {
  const fn = vi.fn(async (injection: { files?: string[] }) => {
    if (injection.files) return [];
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return [{ frameId: 0, result: next }];
  });
  fakeBrowser.scripting.executeScript = fn as unknown as Script;
  return fn;
}

describe('callPage', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakeBrowser.tabs.get = (async () => ({
      id: 1,
      status: 'complete',
      url: 'https://example.com/next',
    })) as unknown as typeof fakeBrowser.tabs.get;
  });

  it('reads a page again once when it navigated away during the read', async () => {
    const fn = scripted(new Error('Frame with ID 0 was removed.'), { ok: true, value: 'read' });
    await expect(callPage(1, COMMAND)).resolves.toBe('read');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('names a page that keeps navigating, with where it went', async () => {
    scripted(new Error('Frame with ID 0 was removed.'), new Error('Frame with ID 0 was removed.'));
    await expect(callPage(1, COMMAND)).rejects.toMatchObject({
      kind: 'scrape-failed',
      message: expect.stringMatching(/kept navigating away \(now at https:\/\/example\.com\/next\).*scrape it again/),
    });
  });

  it('says a page that failed to load could not be loaded, without retrying', async () => {
    const fn = scripted(new Error('Frame with ID 0 is showing error page'));
    await expect(callPage(1, COMMAND)).rejects.toMatchObject({
      message: expect.stringMatching(/could not be loaded.*error page/),
    });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('injects the content script when it is not there yet', async () => {
    const fn = scripted('__wde_missing__', { ok: true, value: 42 });
    await expect(callPage(1, COMMAND)).resolves.toBe(42);
    expect(fn.mock.calls.some(([injection]) => (injection as { files?: string[] }).files)).toBe(true);
  });
});

describe('the command sent to the page', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is checked before it is sent (the extract script holds no zod): a wrong one reaches no page', async () => {
    const fn = scripted({ ok: true, value: 1 });
    const wrong = { op: 'scroll', direction: 'sideways' } as unknown as Parameters<typeof callPage>[1];
    await expect(callPage(1, wrong)).rejects.toMatchObject({
      kind: 'bad-request',
      message: expect.stringMatching(/cannot do .*Nothing was read/),
    });
    expect(fn).not.toHaveBeenCalled();
  });
});
