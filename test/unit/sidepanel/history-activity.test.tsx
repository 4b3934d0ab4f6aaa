// @vitest-environment happy-dom
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { NewActivityEntry } from '@/lib/bridge/activity/activity-entry';
import type { Job } from '@/lib/jobs/job-schema';
import { click, message, mount, useRealMessages } from '../forms/support';

// History's two parts: the jobs, each marked with the program that asked for it, and the bridge's
// activity log, offered once the bridge is on or has been used, read a page at a time.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  fakeBrowser.reset();
  vi.resetModules();
  useRealMessages();
  document.body.replaceChildren();
});

const entry = (time: number, over: Partial<NewActivityEntry> = {}): NewActivityEntry => ({
  time,
  client: 'Firecrawl MCP server',
  method: 'POST',
  path: '/v1/scrape',
  urls: [`https://e.com/${time}`],
  urlCount: 1,
  status: 200,
  ok: true,
  durationMs: 1500,
  ...over,
});

const scrapeJob = (id: string, over: Partial<Job> = {}): Job =>
  ({
    id,
    kind: 'scrape',
    engine: 'local',
    status: 'done',
    createdAt: 1,
    updatedAt: 1,
    url: `https://e.com/${id}`,
    request: { url: `https://e.com/${id}` },
    ...over,
  }) as Job;

async function historyView() {
  const { HistoryView } = await import('@/entrypoints/sidepanel/views/history/HistoryView');
  return mount(<HistoryView onOpen={() => undefined} />);
}

const tab = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('[role="tab"]')].find((el) => el.textContent === name) ?? null;

describe('History', () => {
  it('marks a job a program asked for with its name, and finds it by that name', async () => {
    const { saveJob } = await import('@/lib/jobs/history');
    await saveJob(scrapeJob('mine'));
    await saveJob(scrapeJob('theirs', { createdAt: 2, client: 'Firecrawl MCP server' }));
    const root = await historyView();
    await vi.waitFor(() => expect(root.querySelectorAll('.history-row')).toHaveLength(2));
    expect(root.querySelector('[data-job="theirs"] .history-client')?.textContent).toBe('by Firecrawl MCP server');
    expect(root.querySelector('[data-job="mine"] .history-client')).toBeNull();
    const { listJobs } = await import('@/lib/jobs/history');
    expect((await listJobs({ query: 'mcp' })).jobs.map((j) => j.id)).toEqual(['theirs']);
  });

  it('offers no activity part to a user who never turned the bridge on', async () => {
    const root = await historyView();
    await vi.waitFor(() => expect(root.querySelector('.empty-state')).not.toBeNull());
    expect(root.querySelector('[role="tablist"]')).toBeNull();
  });

  it('offers the activity part once the bridge is on, empty until programs use it', async () => {
    const { updateSettings } = await import('@/lib/settings/settings-store');
    await updateSettings({ bridgeEnabled: true });
    const root = await historyView();
    await vi.waitFor(() => expect(tab(root, message('history_partActivity'))).not.toBeNull());
    click(tab(root, message('history_partActivity')));
    await vi.waitFor(() =>
      expect(root.querySelector('.activity .empty-title')?.textContent).toBe(message('activity_empty')),
    );
  });

  it('lists the log newest first as text, 50 at a time, with Show more', async () => {
    const { addActivity } = await import('@/lib/bridge/activity/activity-log');
    for (let i = 1; i <= 55; i++) await addActivity(entry(i * 1000));
    const long = `https://e.com/${'a'.repeat(200)}`;
    await addActivity(
      entry(100_000, {
        method: 'POST',
        path: '/v2/batch/scrape',
        urls: [`${long}<img src=x onerror=alert(1)>`, 'https://e.com/2', 'https://e.com/3'],
        urlCount: 12,
        status: 403,
        ok: false,
        error: 'No access to e.com',
        durationMs: 40,
      }),
    );
    const root = await historyView();
    await vi.waitFor(() => expect(tab(root, message('history_partActivity'))).not.toBeNull());
    click(tab(root, message('history_partActivity')));
    await vi.waitFor(() => expect(root.querySelectorAll('.activity-row')).toHaveLength(50));

    const newest = root.querySelector('.activity-row')!;
    expect(newest.querySelector('.activity-request')?.textContent).toBe('POST /v2/batch/scrape');
    const address = newest.querySelector('.activity-address')!;
    expect(address.textContent).toMatch(/^https:\/\/e\.com\/a+… and 11 more$/);
    expect(address.textContent!.length).toBeLessThan(100);
    expect(address.querySelector('img, a')).toBeNull();
    expect(newest.querySelector('.activity-error')?.textContent).toBe('No access to e.com');
    expect(newest.querySelector('.badge')?.textContent).toBe('403');
    expect(newest.querySelector('.muted')?.textContent).toContain('Firecrawl MCP server · 40 ms');

    const next = root.querySelectorAll('.activity-row')[1]!;
    expect(next.querySelector('.badge')?.textContent).toBe('200 OK');
    expect(next.querySelector('.muted')?.textContent).toContain('1.5 s');

    click([...root.querySelectorAll('button')].find((b) => b.textContent === message('activity_more'))!);
    await vi.waitFor(() => expect(root.querySelectorAll('.activity-row')).toHaveLength(56));
    expect(root.querySelector('.activity-row:last-child .activity-address')?.textContent).toBe('https://e.com/1000');
    expect([...root.querySelectorAll('button')].some((b) => b.textContent === message('activity_more'))).toBe(false);

    // A request written meanwhile comes on top; the older pages stay.
    await addActivity(entry(200_000, { path: '/v1/map' }));
    await vi.waitFor(() => expect(root.querySelectorAll('.activity-row')).toHaveLength(57), { timeout: 3000 });
    expect(root.querySelector('.activity-request')?.textContent).toBe('POST /v1/map');
  });
});
