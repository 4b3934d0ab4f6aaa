import { t } from '@/lib/i18n/t';
/**
 * Scrolls the page by one screen, or an element by its own height; an element that does not
 * scroll is brought into view instead.
 */
export function scrollBy(direction: 'up' | 'down', selector?: string): void {
  const sign = direction === 'up' ? -1 : 1;
  if (!selector) {
    window.scrollBy({ top: sign * innerHeight, behavior: 'instant' });
    return;
  }
  const el = document.querySelector(selector);
  if (!el) throw new Error(t('localScrape_nothingScrolled', selector));
  if (el.scrollHeight > el.clientHeight) el.scrollBy({ top: sign * el.clientHeight, behavior: 'instant' });
  else el.scrollIntoView({ block: direction === 'up' ? 'start' : 'end', behavior: 'instant' });
}
