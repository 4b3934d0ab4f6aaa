// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { convertDocument } from '@/lib/convert/convert-document';
import { PRACTICE_PAGE } from '@/lib/engines/local-scrape/page/practice-page';
import { practiceRun } from '@/lib/engines/local-scrape/page/practice-run';
import { warmTab } from '@/lib/engines/local-scrape/warm-tab';
import { PAGE_SCRIPTS } from '@/lib/engines/local-scrape/page-scripts';

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
  let calls: { files?: string[]; func?: unknown }[];
  const answering = (present: unknown) => {
    calls = [];
    fakeBrowser.scripting.executeScript = vi.fn(async (injection: { files?: string[]; func?: unknown }) => {
      calls.push(injection);
      if (present instanceof Error) throw present;
      return [{ frameId: 0, result: calls.length === 1 ? present : undefined }];
    }) as unknown as Script;
  };
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  it('injects the extract script into a tab without it, then has it practise', async () => {
    answering(false);
    await warmTab(3);
    expect(calls.map((c) => (c.files ? c.files : 'func'))).toEqual(['func', [PAGE_SCRIPTS.extract], 'func']);
  });

  it('leaves a tab that has it alone', async () => {
    answering(true);
    await warmTab(3);
    expect(calls).toHaveLength(1);
  });

  it('says nothing about a tab it may not script: the scrape names that', async () => {
    answering(new Error('Cannot access a chrome:// URL'));
    await expect(warmTab(3)).resolves.toBeUndefined();
  });
});
