import { browser } from 'wxt/browser';
import { httpUrl } from '@/components/result/safe-url';

/**
 * Opens a session's live view in a new tab. The address is the service's, so untrusted: only an
 * http(s) one opens (no javascript:, data: or extension page).
 */
export async function openLiveView(address: string | undefined): Promise<boolean> {
  const url = httpUrl(address);
  if (!url) return false;
  await browser.tabs.create({ url, active: true });
  return true;
}

/** Whether an address would open (the button is shown only then). */
export const canOpen = (address: string | undefined): boolean => httpUrl(address) !== undefined;
