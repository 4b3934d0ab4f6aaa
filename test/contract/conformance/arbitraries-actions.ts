import fc from 'fast-check';
import { MAX_ACTIONS, MAX_TOTAL_WAIT_MS, PDF_FORMATS } from '@/lib/api/schemas/index';
import type { Action } from '@/lib/api/schemas/index';
import { nonEmptyText, optionalRecord, text } from './arbitraries-shared';

export const selectorArb = fc.oneof(
  fc.stringMatching(/^[#.]?[a-z][a-z0-9_-]{0,12}$/),
  fc.constantFrom('button[type="submit"]', 'div > p:nth-child(2)', '#load-more', 'input[name=q]'),
);

// api-notes: a wait takes exactly one of milliseconds / selector (the v1 document allows both or neither).
const waitArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('wait' as const), milliseconds: fc.integer({ min: 1, max: MAX_TOTAL_WAIT_MS }) }),
  fc.record({ type: fc.constant('wait' as const), selector: selectorArb }),
);

const screenshotArb: fc.Arbitrary<Action> = optionalRecord({
  fullPage: fc.boolean(),
  quality: fc.integer({ min: 1, max: 100 }),
}).map((rest) => ({ type: 'screenshot', ...rest }));

const clickArb: fc.Arbitrary<Action> = fc
  .tuple(selectorArb, optionalRecord({ all: fc.boolean() }))
  .map(([selector, rest]) => ({ type: 'click', selector, ...rest }));

const writeArb: fc.Arbitrary<Action> = text.map((t) => ({ type: 'write', text: t }));

const pressArb: fc.Arbitrary<Action> = fc
  .oneof(fc.constantFrom('Enter', 'Tab', 'Escape', 'ArrowDown', ' '), nonEmptyText)
  .map((key) => ({ type: 'press', key }));

const scrollArb: fc.Arbitrary<Action> = optionalRecord({
  direction: fc.constantFrom('up' as const, 'down' as const),
  selector: selectorArb,
}).map((rest) => ({ type: 'scroll', ...rest }));

const scrapeArb: fc.Arbitrary<Action> = fc.constant({ type: 'scrape' });

const scriptArb: fc.Arbitrary<Action> = fc
  .oneof(fc.constantFrom('return document.title;', 'window.scrollTo(0, 1e6)'), nonEmptyText)
  .map((script) => ({ type: 'executeJavascript', script }));

const pdfArb: fc.Arbitrary<Action> = optionalRecord({
  format: fc.constantFrom(...PDF_FORMATS),
  landscape: fc.boolean(),
  scale: fc.double({ min: 0, minExcluded: true, max: 10, noNaN: true }),
}).map((rest) => ({ type: 'pdf', ...rest }));

/** One action of any of the nine types, with every optional field present or absent. */
export const actionArb = fc.oneof(
  waitArb,
  screenshotArb,
  clickArb,
  writeArb,
  pressArb,
  scrollArb,
  scrapeArb,
  scriptArb,
  pdfArb,
);

/** Mostly short lists, sometimes exactly the 50-action maximum. */
export const actionsArb = fc.oneof(
  { arbitrary: fc.array(actionArb, { minLength: 0, maxLength: 8 }), weight: 14 },
  { arbitrary: fc.array(actionArb, { minLength: MAX_ACTIONS, maxLength: MAX_ACTIONS }), weight: 1 },
);

/**
 * Fits the wait actions into what waiting may remain after waitFor (api-notes: all waiting together
 * at most 60 s): a wait past the budget is shortened, or waits for a selector once none is left.
 */
export function fitWaits(actions: Action[], waitFor: number): Action[] {
  let budget = MAX_TOTAL_WAIT_MS - waitFor;
  return actions.map((action) => {
    if (action.type !== 'wait' || action.milliseconds === undefined) return action;
    const milliseconds = Math.min(action.milliseconds, budget);
    budget -= milliseconds;
    return milliseconds >= 1 ? { type: 'wait', milliseconds } : { type: 'wait', selector: '#ready' };
  });
}
