import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { callPage } from '@/lib/engines/local/scrape/tab-call';
import { PAGE_GLOBAL, PAGE_SCRIPTS } from '@/lib/engines/local/page-scripts/page-scripts';

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
    const fn = scripted({ __wde_missing__: ['press'] }, { ok: true, value: 42 });
    await expect(callPage(1, COMMAND)).resolves.toBe(42);
    expect(fn.mock.calls.some(([injection]) => (injection as { files?: string[] }).files)).toBe(true);
  });
});

/** An extract command asking for `formats` (markdown alone when none). */
const extract = (formats: Record<string, boolean> = {}) =>
  ({
    op: 'extract',
    request: {
      url: 'https://example.com/',
      onlyMainContent: true,
      removeBase64Images: true,
      formats: { markdown: true, html: false, links: false, rawHtml: false, ...formats },
    },
  }) as const;

type Injection = { files?: string[]; func?: (...args: unknown[]) => unknown; args?: unknown[] };

/**
 * A tab whose page scripts are fakes: injecting a file leaves the parts page-scripts.ts says it
 * holds, and each call runs the real function the background sends against them.
 */
function fakeTab(): { injected: string[][]; ran: string[] } {
  const tab = { injected: [] as string[][], ran: [] as string[] };
  const world = globalThis as unknown as Record<string, Record<string, unknown> | undefined>;
  delete world[PAGE_GLOBAL];
  fakeBrowser.scripting.executeScript = (async (injection: Injection) => {
    if (injection.files) {
      tab.injected.push(injection.files);
      for (const [part, file] of Object.entries(PAGE_SCRIPTS))
        if (injection.files.includes(file))
          world[PAGE_GLOBAL] = {
            ...world[PAGE_GLOBAL],
            [part]: (command: { op: string }) => (tab.ran.push(command.op), { ok: true, value: part }),
          };
      return [];
    }
    return [{ frameId: 0, result: injection.func?.(...(injection.args ?? [])) }];
  }) as unknown as Script;
  return tab;
}

describe('the page scripts a command brings to the tab', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => delete (globalThis as Record<string, unknown>)[PAGE_GLOBAL]);

  it('a scrape brings the converter alone; facts bring their reader; actions bring only theirs', async () => {
    const tab = fakeTab();
    await callPage(1, extract());
    await callPage(1, { op: 'selection', removeBase64Images: true });
    expect(tab.injected).toEqual([['/extract.js']]);
    await callPage(1, extract({ images: true, branding: true }));
    expect(tab.injected.at(-1)).toEqual(['/page-facts.js']);
    await callPage(1, COMMAND);
    expect(tab.injected).toEqual([['/extract.js'], ['/page-facts.js'], ['/page-actions.js']]);
    expect(tab.ran).toEqual(['extract', 'selection', 'extract', 'press']);
  });

  it('a first scrape asking for facts brings both scripts at once, then reads the page once', async () => {
    const tab = fakeTab();
    await expect(callPage(1, extract({ product: true }))).resolves.toBe('extract');
    expect(tab.injected).toEqual([['/extract.js', '/page-facts.js']]);
    expect(tab.ran).toEqual(['extract']);
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
