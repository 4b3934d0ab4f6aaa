import type { z } from 'zod';
import type { Action } from '@/lib/api/schemas/actions';
import type { ScrapeFormat } from '@/lib/api/schemas/scrape-options';
import { t } from '@/lib/i18n/t';

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
    issue(['jsonOptions'], t('apiSchema_jsonNeedsOptions'));
  }
  if (req.jsonOptions && !formats.has('json')) {
    issue(['formats'], t('apiSchema_jsonOptionsNeedFormat'));
  }
  if (formats.has('changeTracking') && !formats.has('markdown')) {
    issue(['formats'], t('apiSchema_changeTrackingNeedsMarkdown'));
  }
  if (req.changeTrackingOptions && !formats.has('changeTracking')) {
    issue(['changeTrackingOptions'], t('apiSchema_changeTrackingOptionsNeedFormat'));
  }
  if (formats.has('screenshot') && formats.has('screenshot@fullPage')) {
    issue(['formats'], t('apiSchema_oneScreenshot'));
  }
  if (new Set(req.formats).size !== (req.formats?.length ?? 0)) {
    issue(['formats'], t('apiSchema_formatOnce'));
  }

  const timeout = req.timeout ?? DEFAULT_TIMEOUT_MS;
  const waitFor = req.waitFor ?? 0;
  if (waitFor > MAX_WAIT_FOR_MS) issue(['waitFor'], t('apiSchema_waitForMax', MAX_WAIT_FOR_MS));
  else if (waitFor > timeout / 2) issue(['waitFor'], t('apiSchema_waitForHalfTimeout', timeout / 2));

  const waits = (req.actions ?? []).reduce((sum, a) => sum + (a.type === 'wait' ? (a.milliseconds ?? 0) : 0), 0);
  if (waitFor + waits > MAX_TOTAL_WAIT_MS) {
    issue(['actions'], t('apiSchema_totalWaitMax', MAX_TOTAL_WAIT_MS / 1000, (waitFor + waits) / 1000));
  }
}
