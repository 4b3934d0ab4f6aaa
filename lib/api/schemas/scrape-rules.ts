import type { z } from 'zod';
import type { Action } from './actions';
import type { ScrapeFormat } from './scrape-options';

/** The limits api-notes.md gives for waiting; the service refuses requests past them. */
export const MAX_WAIT_FOR_MS = 60_000;
export const MAX_TOTAL_WAIT_MS = 60_000;
export const DEFAULT_TIMEOUT_MS = 30_000;

interface RuleInput {
  formats?: ScrapeFormat[];
  jsonOptions?: unknown;
  changeTrackingOptions?: { modes?: string[] };
  waitFor?: number;
  timeout?: number;
  actions?: Action[];
}

/** Cross-field rules of the scrape request (api-notes.md, Requests). */
export function checkScrapeRules(req: RuleInput, ctx: z.RefinementCtx): void {
  const formats = new Set(req.formats ?? ['markdown']);
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

  if (formats.has('json') && !req.jsonOptions) {
    issue(['jsonOptions'], 'The json format needs JSON options: a prompt or a schema.');
  }
  if (req.jsonOptions && !formats.has('json')) {
    issue(['formats'], 'JSON options are set, so add the json format (or clear the JSON options).');
  }
  if (formats.has('changeTracking') && !formats.has('markdown')) {
    issue(['formats'], 'Change tracking compares markdown: add the markdown format too.');
  }
  if (req.changeTrackingOptions && !formats.has('changeTracking')) {
    issue(['changeTrackingOptions'], 'Change tracking options apply only with the changeTracking format.');
  }
  if (formats.has('screenshot') && formats.has('screenshot@fullPage')) {
    issue(['formats'], 'Choose either the viewport screenshot or the full-page screenshot, not both.');
  }
  if (new Set(req.formats).size !== (req.formats?.length ?? 0)) {
    issue(['formats'], 'Each format may appear only once.');
  }

  const timeout = req.timeout ?? DEFAULT_TIMEOUT_MS;
  const waitFor = req.waitFor ?? 0;
  if (waitFor > MAX_WAIT_FOR_MS) issue(['waitFor'], `Wait at most ${MAX_WAIT_FOR_MS} ms before reading the page.`);
  else if (waitFor > timeout / 2) issue(['waitFor'], `The wait may be at most half the timeout (${timeout / 2} ms).`);

  const waits = (req.actions ?? []).reduce((sum, a) => sum + (a.type === 'wait' ? (a.milliseconds ?? 0) : 0), 0);
  if (waitFor + waits > MAX_TOTAL_WAIT_MS) {
    issue(['actions'], `All waiting together (waitFor plus wait actions) may be at most ${MAX_TOTAL_WAIT_MS / 1000} s; now ${(waitFor + waits) / 1000} s.`);
  }
}
