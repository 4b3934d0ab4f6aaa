import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/t';

/**
 * A failure with no page open to show it in (context menu, shortcut): a badge on the toolbar
 * button and the message as its tooltip, until the next success.
 */
export async function reportToUser(message: string): Promise<void> {
  await browser.action.setBadgeBackgroundColor({ color: '#b3261e' });
  await browser.action.setBadgeText({ text: '!' });
  await browser.action.setTitle({ title: `Web Data Extractor: ${message}` });
}

export async function clearReport(): Promise<void> {
  await browser.action.setBadgeText({ text: '' });
  await browser.action.setTitle({ title: t('actionTitle') });
}
