import { browser } from 'wxt/browser';
import { provideMessages, type MessageTable } from '@/lib/i18n/t';

/**
 * Chrome's offscreen document (where dropped files are parsed) has no browser.i18n, so t() would
 * answer with keys there. It reads the locale file itself: the browser's language, else English
 * (the default locale). Elsewhere browser.i18n answers and this does nothing.
 */
export async function loadMessagesWithoutI18n(): Promise<void> {
  if (typeof browser.i18n?.getMessage === 'function') return;
  const [language = 'en', region] = navigator.language.split('-');
  const locales = [...(region ? [`${language}_${region.toUpperCase()}`] : []), language, 'en'];
  for (const locale of locales) {
    const response = await fetch(`${browser.runtime.getURL('/')}_locales/${locale}/messages.json`).catch(
      () => undefined,
    );
    if (response?.ok) return provideMessages((await response.json()) as MessageTable, locale.replace('_', '-'));
  }
}
