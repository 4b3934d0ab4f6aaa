import type { Page } from 'playwright-core';
import type { LaunchedExtension } from './launch-extension';

type Api = { runtime: { sendMessage(message: unknown): Promise<unknown> } };
declare const chrome: Api;

/**
 * Sends one protocol message to the background from a real extension page, in the wire format
 * of @webext-core/messaging, and returns the background's reply (`{ok, value}` / `{ok, error}`).
 */
export async function askBackground(
  page: Page,
  type: string,
  data: unknown,
): Promise<{ ok: boolean; value?: unknown; error?: { kind: string; message: string } }> {
  const reply = (await page.evaluate(
    // `browser` where it answers with promises (Firefox: its `chrome` takes callbacks), else `chrome`.
    ([t, d]) =>
      ((globalThis as { browser?: Api }).browser ?? chrome).runtime.sendMessage({
        id: Math.floor(Math.random() * 1e9),
        type: t,
        data: d,
        timestamp: Date.now(),
      }),
    [type, data] as const,
  )) as { res?: unknown; err?: { message: string } };
  if (reply.err) throw new Error(`background threw: ${reply.err.message}`);
  return reply.res as { ok: boolean; value?: unknown; error?: { kind: string; message: string } };
}

/** Stores settings the way the extension does (WXT storage item `local:settings`). */
export async function storeSettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    (value) =>
      (
        globalThis as unknown as { chrome: { storage: { local: { set(v: unknown): Promise<void> } } } }
      ).chrome.storage.local.set({ settings: value }),
    settings,
  );
}

export { readJob, waitForJobEnd, type StoredJob } from './history-access';

export type { LaunchedExtension };
