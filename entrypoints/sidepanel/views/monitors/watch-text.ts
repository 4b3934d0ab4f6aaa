import { SCRAPE_DEFAULTS } from '@/lib/api/schemas/scrape-options';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import { t, type MessageKey } from '@/lib/i18n/t';
import type { ChangeRule } from '@/lib/monitor/change-rules';

const IGNORED: [keyof ChangeRule, MessageKey][] = [
  ['ignoreNumbers', 'monitor_ignoreNumbersShort'],
  ['ignoreDates', 'monitor_ignoreDatesShort'],
  ['ignoreWhitespace', 'monitor_ignoreWhitespaceShort'],
];

/** What counts as a change, in words: "any change", "changes, ignoring numbers, whitespace". */
export function changeRuleText(rule: ChangeRule): string {
  const ignored = IGNORED.filter(([flag]) => rule[flag]).map(([, key]) => t(key));
  return ignored.length ? t('monitor_ruleIgnoring', ignored.join(', ')) : t('monitor_ruleAny');
}

/** Which part of the page is compared: its selectors when it has some, else the main content or the whole page. */
export function watchedPartText(request: Pick<ScrapeRequest, 'includeTags' | 'excludeTags' | 'onlyMainContent'>) {
  const parts = [
    ...(request.includeTags?.length ? [t('monitor_onlyParts', request.includeTags.join(', '))] : []),
    ...(request.excludeTags?.length ? [t('monitor_withoutParts', request.excludeTags.join(', '))] : []),
  ];
  if (parts.length) return parts.join(' · ');
  return (request.onlyMainContent ?? SCRAPE_DEFAULTS.onlyMainContent)
    ? t('monitor_mainContent')
    : t('monitor_wholePage');
}
