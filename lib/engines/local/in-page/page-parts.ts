import { errorText } from '@/lib/api/error-text';
import { t } from '@/lib/i18n/t';
import type { readPageFacts } from '@/lib/engines/local/page-facts/page-facts-formats';
import { PAGE_GLOBAL } from '@/lib/engines/local/page-scripts/page-scripts';
import type { PageCommand, PageReply } from '@/lib/engines/local/in-page/page-command';

type Op = PageCommand['op'];
type CommandOf<O extends Op> = Extract<PageCommand, { op: O }>;

/** What the page scripts leave in the tab: one answer per command, and the page-facts reader. */
export type PageParts = { [O in Op]?: (command: CommandOf<O>) => Promise<PageReply> } & {
  facts?: typeof readPageFacts;
  /** Set once the converter practised in this document (warm-tab.ts), as the tests read it. */
  practised?: true;
};

/** The isolated world's globals, where the parts live. */
const world = (): Record<string, PageParts | undefined> =>
  globalThis as unknown as Record<string, PageParts | undefined>;

/** Adds a script's parts to those already in the tab (another script may have come first). */
export function registerPageParts(parts: PageParts): void {
  world()[PAGE_GLOBAL] = Object.assign(world()[PAGE_GLOBAL] ?? {}, parts);
}

/** A part another script left in the tab (the background injected it when the command needs it). */
export function pagePart<K extends keyof PageParts>(name: K): PageParts[K] {
  return world()[PAGE_GLOBAL]?.[name];
}

/**
 * The page side of a command; failures come back as words, never as a thrown error. The
 * background checked the command before sending it (tab-call.ts): no zod here, whose schemas
 * would be built on every first scrape of a page.
 */
export function answering<O extends Op>(
  run: (command: CommandOf<O>) => unknown,
): (command: CommandOf<O>) => Promise<PageReply> {
  return async (command) => {
    try {
      return { ok: true, value: (await run(command)) ?? null };
    } catch (error) {
      const message = errorText(error);
      return {
        ok: false,
        error:
          error instanceof DOMException && error.name === 'SyntaxError'
            ? t('localScrape_invalidSelector', message)
            : message,
      };
    }
  };
}
