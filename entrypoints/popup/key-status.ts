import { ask } from '@/lib/app/ask';

const NO_KEY = { hasKey: false, masked: '' };

/**
 * Whether a key is set, from the background; asked for when this module evaluates (early in
 * main.tsx). The worker may be starting up, so the popup paints without waiting for this (unless
 * onboarding depends on it) and gives up after a while.
 */
export const keyStatus: Promise<boolean> = (async () => {
  const timeout = new Promise<typeof NO_KEY>((resolve) => setTimeout(() => resolve(NO_KEY), 1500));
  return (await Promise.race([ask('apiKeyStatus', {}).catch(() => NO_KEY), timeout])).hasKey;
})();
