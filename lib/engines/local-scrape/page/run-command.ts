import { clickElements } from './click';
import { extractPage } from './extract-page';
import type { PageCommand, PageReply } from './page-command';
import { pressKey } from './press';
import { scrollBy } from './scroll';
import { selectionMarkdown } from './selection-markdown';
import { waitForSelector } from './wait-for-selector';
import { writeText } from './write';
import { t } from '../../../i18n/t';
import { errorText } from '../../../api/error-text';

async function run(command: PageCommand): Promise<unknown> {
  switch (command.op) {
    case 'extract':
      return extractPage(command.request);
    case 'selection':
      return selectionMarkdown(command.removeBase64Images);
    case 'waitFor':
      return waitForSelector(command.selector, command.timeoutMs);
    case 'click':
      return clickElements(command.selector, command.all);
    case 'write':
      return writeText(command.text);
    case 'press':
      return pressKey(command.key);
    case 'scroll':
      return scrollBy(command.direction, command.selector);
  }
}

/**
 * The page side of every command; failures come back as words, never as a thrown error. The
 * background checked the command before sending it (tab-call.ts): no zod here, whose schemas
 * would be built on every first scrape of a page.
 */
export async function runPageCommand(command: PageCommand): Promise<PageReply> {
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
}
