// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { CrawlsView } from '@/entrypoints/sidepanel/views/crawl/CrawlsView';
import { UsageView } from '@/entrypoints/sidepanel/views/account/UsageView';
import { messages } from '../../support/real-messages';

// The views take their data loader as a prop: here a stub stands in for the background.
const host = document.createElement('div');
document.body.append(host);
afterEach(() => {
  render(null, host);
  vi.useRealTimers();
});

const periods = [
  { startDate: '2026-01-01T00:00:00Z', endDate: '2026-01-31T23:59:59Z', apiKey: 'fc-aaaaaaaaaaaa1111', tokens: 100 },
  { startDate: '2026-02-01T00:00:00Z', endDate: null, apiKey: 'fc-aaaaaaaaaaaa1111', tokens: 40 },
];

describe('UsageView', () => {
  it('draws an accessible chart and a table with the same numbers, and marks the current month', async () => {
    const load = vi.fn(async () => ({ success: true as const, periods }));
    render(<UsageView load={load} />, host);
    await vi.waitFor(() => expect(host.querySelector('svg')).not.toBeNull());
    const svg = host.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe(svg.querySelector('title')?.textContent);
    expect(host.querySelectorAll('rect.usage-bar')).toHaveLength(2);
    const rows = Array.from(host.querySelectorAll('tbody tr')).map((r) => r.textContent);
    expect(rows[0]).toContain('100');
    expect(rows[1]).toContain('40');
    expect(rows[1]).toContain(messages.usage_inProgress!.message);
  });

  it('asks again per API key when toggled, with a legend of masked keys', async () => {
    const load = vi.fn(async (_byKey: boolean) => ({ success: true as const, periods }));
    render(<UsageView load={load} />, host);
    // Polled, not slept: a loaded machine may take longer than any fixed pause.
    const toggle = await vi.waitFor(() => {
      const button = host.querySelector<HTMLButtonElement>('button[aria-pressed]');
      if (!button) throw new Error('no toggle yet');
      return button;
    });
    toggle.click();
    await vi.waitFor(() => expect(load).toHaveBeenLastCalledWith(true));
    await vi.waitFor(() => expect(host.querySelector('.usage-legend')?.textContent).toBe('fc-…1111'));
    expect(host.textContent).not.toContain('aaaaaaaa');
  });
});

describe('CrawlsView', () => {
  it('lists crawls with their id, start and options', async () => {
    const load = async () => ({
      success: true as const,
      crawls: [
        {
          id: 'c-1',
          url: 'https://example.com',
          created_at: '2026-01-01T10:00:00Z',
          options: { scrapeOptions: { formats: ['markdown'] } },
        },
      ],
    });
    render(<CrawlsView active load={load} />, host);
    await vi.waitFor(() => expect(host.querySelector('[data-crawl="c-1"]')?.textContent).toContain('c-1'));
    expect(host.querySelector('[data-crawl="c-1"] a')?.getAttribute('href')).toBe('https://example.com/');
    expect(host.querySelector('.json-tree')).not.toBeNull();
  });

  const listed = async () => ({
    success: true as const,
    crawls: [{ id: 'c-1', url: 'https://example.com/docs' }],
  });
  const crawlItem = () =>
    vi.waitFor(() => {
      const item = host.querySelector('[data-crawl="c-1"]');
      if (!item) throw new Error('not listed yet');
      return item;
    });
  const buttonIn = (root: Element, text: string) =>
    [...root.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;

  it('opens a listed crawl as a job', async () => {
    const actions = { open: vi.fn(async () => 'crawl-c-1'), cancel: vi.fn(async () => undefined) };
    const onOpen = vi.fn();
    render(<CrawlsView active load={listed} actions={actions} onOpen={onOpen} />, host);
    const item = await crawlItem();
    buttonIn(item, messages.crawlView_open!.message).click();
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledWith('crawl-c-1'));
    expect(actions.open).toHaveBeenCalledWith('c-1', 'https://example.com/docs');
    expect(actions.cancel).not.toHaveBeenCalled();
  });

  it('cancels a listed crawl only once confirmed, then lists again; a failure shows beside it', async () => {
    let loads = 0;
    const load = async () => {
      loads++;
      return listed();
    };
    const actions = {
      open: vi.fn(async (): Promise<string> => {
        throw new ApiError({ kind: 'invalid-request', message: 'This crawl has no start address.' });
      }),
      cancel: vi.fn(async () => undefined),
    };
    render(<CrawlsView active load={load} actions={actions} />, host);
    const item = await crawlItem();
    buttonIn(item, messages.sidepanel_cancel!.message).click();
    // First the question, with a way back.
    await vi.waitFor(() => expect(item.textContent).toContain(messages.crawlView_cancelConfirm!.message));
    expect(actions.cancel).not.toHaveBeenCalled();
    buttonIn(item, messages.crawlView_cancelKeep!.message).click();
    await vi.waitFor(() => expect(buttonIn(item, messages.crawlView_open!.message)).toBeTruthy());
    buttonIn(item, messages.sidepanel_cancel!.message).click();
    await vi.waitFor(() => buttonIn(item, messages.crawlView_cancelYes!.message).click());
    await vi.waitFor(() => expect(actions.cancel).toHaveBeenCalledWith('c-1'));
    await vi.waitFor(() => expect(loads).toBe(2));

    await vi.waitFor(() => expect(buttonIn(item, messages.crawlView_open!.message).disabled).toBe(false));
    buttonIn(item, messages.crawlView_open!.message).click();
    await vi.waitFor(() =>
      expect(item.querySelector('[role="alert"]')?.textContent).toBe('This crawl has no start address.'),
    );
  });

  it('shows the empty state, refreshes every 10 s while visible, and shows errors with Retry', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let calls = 0;
    const load = async () => {
      calls++;
      if (calls === 3) throw new ApiError({ kind: 'unauthorized', message: 'The API key was refused.' });
      return { success: true as const, crawls: [] };
    };
    render(<CrawlsView active load={load} />, host);
    await vi.waitFor(() => expect(host.textContent).toContain(messages.crawls_empty!.message));
    vi.advanceTimersByTime(10_000);
    await vi.waitFor(() => expect(calls).toBe(2));
    vi.advanceTimersByTime(10_000);
    await vi.waitFor(() =>
      expect(host.querySelector('.banner-error')?.textContent).toContain('The API key was refused.'),
    );
    // Retrying cannot fix a refused key: the banner offers the way to the key instead.
    const buttons = Array.from(host.querySelectorAll('.banner button')).map((b) => b.textContent);
    expect(buttons).toEqual([messages.error_fixKey!.message]);
    expect(host.querySelector('.banner-title')?.textContent).toBe(messages.error_title_unauthorized!.message);
  });

  it('says a key is needed, and where to add it, when none is set (a notice, not a failure)', async () => {
    const load = async (): Promise<never> => {
      throw new ApiError({ kind: 'no-key', message: 'No API key is set.' });
    };
    render(<CrawlsView active={false} load={load} />, host);
    await vi.waitFor(() =>
      expect(host.querySelector('.banner-info')?.textContent).toContain(messages.crawls_needsKey!.message),
    );
    expect(host.querySelector('.banner-error')).toBeNull();
    expect(Array.from(host.querySelectorAll('.banner button')).map((b) => b.textContent)).toEqual([
      messages.error_addKey!.message,
    ]);
  });
});
