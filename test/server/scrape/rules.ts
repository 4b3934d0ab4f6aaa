import type { z } from 'zod';
import type { Action } from './actions-schema';

// The cross-field rules of api-notes.md, checked once every field is individually valid.
interface Checked {
  formats?: string[];
  jsonOptions?: unknown;
  actions?: Action[];
  waitFor?: number;
  timeout?: number;
}

export function crossFieldRules(body: Checked, ctx: z.core.$RefinementCtx<Checked>): void {
  const formats = body.formats ?? ['markdown'];
  const fail = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
  if (formats.includes('screenshot') && formats.includes('screenshot@fullPage')) {
    fail('You may only specify either screenshot or screenshot@fullPage', ['formats']);
  }
  if (formats.includes('json') !== (body.jsonOptions !== undefined)) {
    fail("When 'json' format is specified, 'jsonOptions' must be provided, and vice versa", []);
  }
  if (formats.includes('changeTracking') && !formats.includes('markdown')) {
    fail('The changeTracking format requires the markdown format to be specified as well', ['formats']);
  }
  let waited = body.waitFor ?? 0;
  (body.actions ?? []).forEach((action, i) => {
    if (action.type !== 'wait') return;
    if ((action.milliseconds === undefined) === (action.selector === undefined)) {
      fail("Either 'milliseconds' or 'selector' must be provided, but not both.", ['actions', i]);
    }
    waited += action.milliseconds ?? 0;
  });
  const timeout = body.timeout ?? 30000;
  if ((body.waitFor ?? 0) > timeout / 2) fail('waitFor must not exceed half of timeout', ['waitFor']);
  if (waited > 60000) fail('Total wait time (waitFor + wait actions) cannot exceed 60 seconds', ['actions']);
}
