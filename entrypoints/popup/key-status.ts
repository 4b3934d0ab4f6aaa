import { ask } from '@/lib/app/ask';

/** Whether a key is set, and whether the service refused it when last asked. */
export interface PopupKey {
  hasKey: boolean;
  refused: boolean;
}

const NO_KEY = { hasKey: false, masked: '', refused: false };

/**
 * The key's state, from the background; asked for when this module evaluates (early in
 * main.tsx). The worker may be starting up, so the popup paints without waiting for this (unless
 * onboarding depends on it) and gives up after a while.
 */
export const keyStatus: Promise<PopupKey> = (async () => {
  const timeout = new Promise<typeof NO_KEY>((resolve) => setTimeout(() => resolve(NO_KEY), 1500));
  const { hasKey, refused } = await Promise.race([ask('apiKeyStatus', {}).catch(() => NO_KEY), timeout]);
  return { hasKey, refused };
})();
