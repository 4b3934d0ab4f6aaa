import { browser } from 'wxt/browser';

// An MV3 service worker is stopped after 30 s without extension events; a long scrape or
// upload would be cut off. A cheap extension call every 20 s while work runs keeps it alive.
let holders = 0;
let timer: ReturnType<typeof setInterval> | undefined;

export async function keepAliveWhile<T>(work: () => Promise<T>): Promise<T> {
  holders++;
  timer ??= setInterval(() => void browser.runtime.getPlatformInfo(), 20_000);
  try {
    return await work();
  } finally {
    if (--holders === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  }
}
