// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { convertDocument } from '@/lib/engines/local/convert/convert-document';
import { PRACTICE_PAGE } from '@/lib/engines/local/in-page/practice-page';
import { practiceRun } from '@/lib/engines/local/in-page/practice-run';
import { warmTab } from '@/lib/engines/local/scrape/warm-tab';
import { PAGE_GLOBAL, PAGE_SCRIPTS } from '@/lib/engines/local/page-scripts/page-scripts';

describe('the practice run', () => {
  it('runs the converter through the parts of a page a scrape meets, not a blank page', () => {
    const doc = new DOMParser().parseFromString(PRACTICE_PAGE, 'text/html');
    const { markdown } = convertDocument(doc, {
      url: 'https://example.com/notes/rock-pools',
      onlyMainContent: true,
      removeBase64Images: true,
      formats: { markdown: true },
    });
    expect(markdown).toMatch(/^# Field notes on rock pools\n/);
    for (const part of ['1. Spray zone', '| A | 24.5 | 38 |', '```js', '> Leave every rock', '![A pool'])
      expect(markdown).toContain(part);
    expect(markdown).not.toMatch(/Newsletter|We use cookies|Privacy/);
    expect(practiceRun()).toBe(markdown?.length);
  });

  it('leaves the document it runs in as it was', () => {
    document.body.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'The page itself.' }));
    const before = document.documentElement.outerHTML;
    practiceRun();
    expect(document.documentElement.outerHTML).toBe(before);
  });
});

describe('warmTab', () => {
  type Script = (typeof fakeBrowser.scripting)['executeScript'];
  type Injection = { files?: string[]; func?: (...args: unknown[]) => unknown; args?: unknown[] };
  let calls: Injection[];
  /** A tab in this document: injecting the extract script runs its entrypoint, a func runs here. */
  const tab = (refusal?: Error) => {
    calls = [];
    fakeBrowser.scripting.executeScript = vi.fn(async (injection: Injection) => {
      calls.push(injection);
      if (refusal) throw refusal;
      if (injection.files) {
        (await import('@/lib/engines/local/page-scripts/extract')).default.main();
        return [];
      }
      return [{ frameId: 0, result: await injection.func?.(...(injection.args ?? [])) }];
    }) as unknown as Script;
  };
  const kinds = () => calls.map((c) => (c.files ? c.files : 'func'));
  beforeEach(() => {
    fakeBrowser.reset();
    vi.resetModules();
    delete (globalThis as Record<string, unknown>)[PAGE_GLOBAL];
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('injects the extract script into a tab without it, then has it practise', async () => {
    tab();
    await expect(warmTab(3)).resolves.toBe(true);
    expect(kinds()).toEqual(['func', [PAGE_SCRIPTS.extract], 'func']);
    expect((globalThis as unknown as Record<string, { practised?: true }>)[PAGE_GLOBAL]?.practised).toBe(true);
  });

  it('practises once: a tab already warm costs one call and no second practice', async () => {
    tab();
    await warmTab(3);
    calls = [];
    await expect(warmTab(3)).resolves.toBe(false);
    expect(kinds()).toEqual(['func']);
  });

  it('says nothing about a tab it may not script: the scrape names that', async () => {
    tab(new Error('Cannot access a chrome:// URL'));
    await expect(warmTab(3)).resolves.toBe(false);
  });
});
