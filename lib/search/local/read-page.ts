import { browser } from 'wxt/browser';
import { z } from 'zod';
import { SEARCH_READER_FILE, SEARCH_READER_GLOBAL } from '@/lib/search/results-page/reader-global';

// The background's side of the results-page reader: it injects the reader where it is not (yet, or
// any more: a navigation clears it), calls it, and checks what it answers before using any of it.

const readingSchema = z.object({
  results: z.array(z.object({ url: z.string(), title: z.string(), description: z.string().optional() })),
  adsLeftOut: z.int().min(0),
  next: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('link'), url: z.string() }),
      z.object({ kind: z.literal('press') }),
    ])
    .optional(),
  challenge: z.enum(['captcha', 'words', 'address', 'status']).optional(),
  title: z.string(),
});
export type Reading = z.infer<typeof readingSchema>;

const MISSING = '__wde_search_missing__';

async function callReader(tabId: number, name: 'read' | 'pressNext', options?: unknown): Promise<unknown> {
  const invoke = async () => {
    const [frame] = await browser.scripting.executeScript({
      target: { tabId },
      func: (global: string, call: string, opts: unknown, missing: string) => {
        const reader = (globalThis as unknown as Record<string, Record<string, (o: unknown) => unknown> | undefined>)[
          global
        ];
        return reader ? reader[call]?.(opts) : missing;
      },
      args: [SEARCH_READER_GLOBAL, name, options ?? null, MISSING],
    });
    return frame?.result;
  };
  const answer = await invoke();
  if (answer !== MISSING) return answer;
  await browser.scripting.executeScript({ target: { tabId }, files: [SEARCH_READER_FILE] });
  return invoke();
}

/** The results page the tab shows, read by the generic reader. */
export async function readPage(tabId: number, engineUrl: string): Promise<Reading> {
  return readingSchema.parse(await callReader(tabId, 'read', { engineUrl }));
}

/** Presses the page's Next control (a form or a button); false when it has none any more. */
export async function pressNext(tabId: number): Promise<boolean> {
  return (await callReader(tabId, 'pressNext')) === true;
}
