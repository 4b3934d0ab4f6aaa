import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { t } from '@/lib/i18n/t';

// The one owner of the toolbar badge. Two things may show there: a failure with no page open to
// show it in (context menu, shortcut), as "!" until the next success; else the number of monitor
// changes the user has not looked at. Both kept in session storage: a worker restart keeps them.
const reportedError = storage.defineItem<string | null>('session:reportedError', { fallback: null });
const unseenChanges = storage.defineItem<number>('session:unseenChanges', { fallback: 0 });

async function drawBadge(): Promise<void> {
  const [error, unseen] = await Promise.all([reportedError.getValue(), unseenChanges.getValue()]);
  if (error) {
    await browser.action.setBadgeBackgroundColor({ color: '#b3261e' });
    await browser.action.setBadgeText({ text: '!' });
    await browser.action.setTitle({ title: `Web Data Extractor: ${error}` });
  } else if (unseen > 0) {
    await browser.action.setBadgeBackgroundColor({ color: '#1a5fb4' });
    await browser.action.setBadgeText({ text: unseen > 99 ? '99+' : String(unseen) });
    await browser.action.setTitle({ title: t('monitor_badgeTitle', unseen) });
  } else {
    await browser.action.setBadgeText({ text: '' });
    await browser.action.setTitle({ title: t('actionTitle') });
  }
}

export async function reportToUser(message: string): Promise<void> {
  await reportedError.setValue(message);
  await drawBadge();
}

export async function clearReport(): Promise<void> {
  await reportedError.setValue(null);
  await drawBadge();
}

/** Monitor changes not yet seen (0 clears the count). */
export async function showUnseenChanges(count: number): Promise<void> {
  await unseenChanges.setValue(count);
  await drawBadge();
}
