import { z } from 'zod';

/**
 * What counts as a change. All false: any change. Each flag makes the comparison blind to one
 * kind of churn that pages show on every visit (counters, prices, timestamps, re-wrapped text).
 */
export const changeRuleSchema = z.object({
  ignoreNumbers: z.boolean().default(false),
  ignoreDates: z.boolean().default(false),
  ignoreWhitespace: z.boolean().default(false),
});
export type ChangeRule = z.infer<typeof changeRuleSchema>;

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const WEEKDAY = '(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?';
// Dates and times as pages write them, in any language's digits-and-separators form plus English
// month and weekday names; relative times ("3 hours ago", "yesterday").
const DATE_PATTERNS = [
  /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/gi,
  /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b/g,
  new RegExp(`\\b(?:${WEEKDAY}\\s+)?${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?\\b`, 'gi'),
  new RegExp(`\\b(?:${WEEKDAY}\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}(?:,?\\s+\\d{4})?\\b`, 'gi'),
  /\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?(?=\W|$)/gi,
  /\b\d+\s+(?:second|minute|hour|day|week|month|year)s?\s+ago\b/gi,
  /\b(?:just now|yesterday|today|tomorrow)\b/gi,
];
const NUMBER = /[-+]?\d+(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d+)?/g;

/** The text as the rule compares it. */
export function normalizeForRule(text: string, rule: ChangeRule): string {
  let out = text.replace(/\r\n?/g, '\n');
  if (rule.ignoreDates) for (const pattern of DATE_PATTERNS) out = out.replace(pattern, '<date>');
  if (rule.ignoreNumbers) out = out.replace(NUMBER, '<n>');
  if (rule.ignoreWhitespace) {
    out = out
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
  }
  return out;
}

/** Whether `after` differs from `before` under the rule. */
export const isChange = (before: string, after: string, rule: ChangeRule): boolean =>
  normalizeForRule(before, rule) !== normalizeForRule(after, rule);

export const ANY_CHANGE: ChangeRule = { ignoreNumbers: false, ignoreDates: false, ignoreWhitespace: false };
