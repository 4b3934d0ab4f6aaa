import type { Page as PlaywrightPage } from 'playwright-core';
import { parseLocally as parseInPage } from '../../e2e/support/local-parse-support';
import type { LaunchedFirefox } from './launch-firefox';

export interface FirefoxJob {
  id: string;
  status: string;
  result?: Record<string, unknown> & {
    markdown?: string;
    html?: string;
    links?: string[];
    screenshot?: string;
    metadata?: Record<string, unknown>;
  };
  error?: { kind: string; message: string };
}

/** Waits until the job has ended, reading it through the background (getJob). */
export async function waitForJob(ff: LaunchedFirefox, jobId: string, timeoutMs = 60_000): Promise<FirefoxJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const reply = await ff.ask<FirefoxJob | null>('getJob', { jobId });
    const job = reply.value;
    if (job && job.status !== 'running') return job;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${job?.status ?? 'missing'} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Starts a job with one message and waits for its end. */
export async function runJob(
  ff: LaunchedFirefox,
  type: 'startScrape' | 'startParse',
  data: unknown,
): Promise<FirefoxJob> {
  const reply = await ff.ask<{ jobId: string }>(type, data);
  if (!reply.ok || !reply.value) throw new Error(`${type} refused: ${reply.error?.message}`);
  return waitForJob(ff, reply.value.jobId);
}

/**
 * Parses bytes as `name` with the local engine, as the popup does with a dropped file, with the
 * Chromium suite's in-page code (staged in history's `files` store, then startParse): puppeteer's
 * evaluate takes its one argument as Playwright's does, and Firefox's pages have `chrome` too.
 */
export async function parseLocally(
  ff: LaunchedFirefox,
  bytes: Uint8Array,
  name: string,
  options: Record<string, unknown> = {},
): Promise<FirefoxJob> {
  return (await parseInPage(ff.extension as unknown as PlaywrightPage, bytes, name, options)).job;
}
