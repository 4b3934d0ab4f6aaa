import { ApiError } from '@/lib/api/api-error';
import type { Action } from '@/lib/api/schemas/actions';
import type { ActionsResult } from '@/lib/api/schemas/scrape-response';
import { sleep } from '@/lib/api/retry-delay';
import type { JobProgress } from '@/lib/jobs/job-schema';
import { captureViewport } from '@/lib/engines/local/scrape/capture-viewport';
import { captureFullPage } from '@/lib/engines/local/scrape/full-page-screenshot';
import { printPdf } from '@/lib/engines/local/scrape/print-pdf';
import { runScript } from '@/lib/engines/local/scrape/run-script';
import { callPage } from '@/lib/engines/local/scrape/tab-call';
import { waitForLoad } from '@/lib/engines/local/scrape/wait-for-load';
import { scrapeAction } from '@/lib/engines/local/actions/scrape-action';
import { t } from '@/lib/i18n/t';

/** The outputs of the actions, one list per kind, each in action order (the response's shape). */
type Outputs = Required<{
  [K in keyof ActionsResult & ('screenshots' | 'scrapes' | 'javascriptReturns' | 'pdfs')]: NonNullable<
    ActionsResult[K]
  >;
}>;

/**
 * Runs the request's actions on the tab, in order, before the content is taken. The first
 * failing action ends the scrape, naming the action, as the service does.
 */
export async function runActions(
  tabId: number,
  actions: readonly Action[],
  { signal, deadlineAt, report }: { signal: AbortSignal; deadlineAt: number; report: (p: JobProgress) => void },
): Promise<Outputs> {
  const out: Outputs = { screenshots: [], scrapes: [], javascriptReturns: [], pdfs: [] };
  for (const [index, action] of actions.entries()) {
    signal.throwIfAborted();
    report({
      message: t('localScrape_action', index + 1, actions.length, action.type),
      fraction: index / actions.length,
    });
    try {
      await runAction(tabId, action, out, signal, deadlineAt);
    } catch (error) {
      if (signal.aborted || !(error instanceof ApiError)) throw error;
      throw new ApiError({
        ...error.toJSON(),
        message: t('localScrape_actionFailed', index + 1, action.type, error.message),
        cause: error,
      });
    }
  }
  return out;
}

async function runAction(
  tabId: number,
  action: Action,
  out: Outputs,
  signal: AbortSignal,
  deadlineAt: number,
): Promise<void> {
  switch (action.type) {
    case 'wait':
      if (action.selector)
        await callPage(tabId, {
          op: 'waitFor',
          selector: action.selector,
          timeoutMs: Math.max(0, deadlineAt - Date.now()),
        });
      else await sleep(action.milliseconds ?? 0, signal);
      return;
    case 'click':
      await callPage(tabId, { op: 'click', selector: action.selector, all: action.all ?? false });
      return waitForLoad(tabId, signal);
    case 'write':
      await callPage(tabId, { op: 'write', text: action.text });
      return;
    case 'press':
      await callPage(tabId, { op: 'press', key: action.key });
      return waitForLoad(tabId, signal);
    case 'scroll':
      await callPage(tabId, { op: 'scroll', direction: action.direction ?? 'down', selector: action.selector });
      return;
    case 'scrape':
      out.scrapes.push(await scrapeAction(tabId));
      return;
    case 'screenshot':
      out.screenshots.push(
        action.fullPage ? await captureFullPage(tabId, action.quality) : await captureViewport(tabId, action.quality),
      );
      return;
    case 'executeJavascript':
      out.javascriptReturns.push(await runScript(tabId, action.script));
      return;
    case 'pdf':
      out.pdfs.push(await printPdf(tabId, action));
  }
}
