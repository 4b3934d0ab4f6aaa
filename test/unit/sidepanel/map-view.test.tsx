// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { batchDraftItem, readBatchDraft } from '@/lib/batch/batch-draft';
import type { MapLink } from '@/lib/crawl/map-schema';
import { MapForm } from '@/entrypoints/sidepanel/views/crawl/MapForm';
import { MapResults } from '@/entrypoints/sidepanel/views/crawl/MapResults';
import { byLabel, click, message, mount, type, useRealMessages } from '../forms/support';

const ask = vi.hoisted(() => vi.fn());
const requestSitesAccess = vi.hoisted(() => vi.fn());
vi.mock('@/lib/app/ask', () => ({ ask }));
vi.mock('@/lib/permissions/site-access', () => ({ requestSitesAccess }));

beforeEach(() => {
  useRealMessages();
  fakeBrowser.reset();
  document.body.replaceChildren();
  ask.mockReset();
  requestSitesAccess.mockReset();
});

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
const button = (root: HTMLElement, text: string | RegExp) =>
  [...root.querySelectorAll('button')].find((b) =>
    typeof text === 'string' ? b.textContent === text : text.test(b.textContent ?? ''),
  )!;

const manyLinks = (n: number): MapLink[] =>
  Array.from({ length: n }, (_, i) => ({
    url: `https://docs.example.com/${i % 2 ? 'api' : 'guide'}/${i}`,
    title: `Page ${i}`,
    description: i === 7 ? 'About tide pools' : undefined,
  }));

describe('the map list', () => {
  it('renders 5,000 addresses a step at a time, filters them, and ticks all or none of those shown', () => {
    const onScrape = vi.fn();
    const root = mount(<MapResults answer={{ links: manyLinks(5000) }} onScrape={onScrape} />);
    expect(root.querySelectorAll('.map-links li')).toHaveLength(200);
    expect(root.querySelector('.batch-count')?.textContent).toBe('5000 addresses · 5000 shown · 5000 chosen');
    click(button(root, 'Show 200 more'));
    expect(root.querySelectorAll('.map-links li')).toHaveLength(400);

    // By description, by title or by address, in any case.
    type(root.querySelector('.map-filter'), 'TIDE');
    expect([...root.querySelectorAll('.map-links li')].map((li) => li.getAttribute('data-url'))).toEqual([
      'https://docs.example.com/api/7',
    ]);
    type(root.querySelector('.map-filter'), '/api/');
    expect(root.querySelector('.batch-count')?.textContent).toBe('5000 addresses · 2500 shown · 2500 chosen');
    click(button(root, message('mapView_tickNone')));
    expect(root.querySelector('.batch-count')?.textContent).toBe('5000 addresses · 2500 shown · 0 chosen');
    expect(button(root, /^Scrape/).disabled).toBe(true);
    click(button(root, message('mapView_tickAll')));
    click(root.querySelector<HTMLInputElement>('.map-links li input')!);
    expect(root.querySelector('.batch-count')?.textContent).toBe('5000 addresses · 2500 shown · 2499 chosen');
    click(button(root, 'Scrape these 2499 pages…'));
    const chosen = onScrape.mock.calls[0]![0] as MapLink[];
    expect(chosen).toHaveLength(2499);
    expect(chosen.every((l) => l.url.includes('/api/'))).toBe(true);
    expect(chosen.some((l) => l.url === 'https://docs.example.com/api/1')).toBe(false);
  });

  it('shows the warnings and says when nothing was found', () => {
    const root = mount(
      <MapResults answer={{ links: [], warnings: ['The sitemap could not be read: 404'] }} onScrape={vi.fn()} />,
    );
    expect(root.querySelector('.banner-warning')?.textContent).toContain('The sitemap could not be read: 404');
    expect(root.textContent).toContain(message('mapView_empty'));
  });
});

describe('the map form', () => {
  it('maps the site and hands the chosen addresses to the batch chooser', async () => {
    requestSitesAccess.mockResolvedValue(true);
    ask.mockResolvedValue({
      links: [
        { url: 'https://docs.example.com/a', title: 'A', description: 'First' },
        { url: 'https://docs.example.com/b' },
      ],
    });
    const onChooser = vi.fn();
    const root = mount(<MapForm engine="local" startUrl="https://docs.example.com/" onChooser={onChooser} />);
    type(byLabel(root, message('mapView_f_search')), 'guide');
    click(byLabel(root, message('mapView_f_deeper')));
    click(button(root, message('mapView_run')));
    // Subdomains are mapped unless unticked: their access is asked for too.
    expect(requestSitesAccess).toHaveBeenCalledWith(['https://docs.example.com/', 'https://*.docs.example.com/']);
    await settle();
    expect(ask).toHaveBeenCalledWith('mapSite', {
      engine: 'local',
      map: { url: 'https://docs.example.com/', search: 'guide', deeper: true },
    });
    expect(root.querySelector('.map-links')?.textContent).toContain('First');

    click(button(root, 'Scrape these 2 pages…'));
    await vi.waitFor(() => expect(onChooser).toHaveBeenCalled());
    const draft = await readBatchDraft();
    expect(draft).toMatchObject({
      source: 'list',
      pages: [{ url: 'https://docs.example.com/a', title: 'A' }, { url: 'https://docs.example.com/b' }],
      hiddenTabs: 0,
      skipped: 0,
    });
    expect(await batchDraftItem.getValue()).toBeTruthy();
  });

  it('leaves "one level deeper" out for the service, and shows its refusal next to the field', async () => {
    const { ApiError } = await import('@/lib/api/api-error');
    ask.mockRejectedValue(
      new ApiError({ kind: 'bad-request', message: 'bad', details: [{ path: ['limit'], message: 'Too big' }] }),
    );
    const root = mount(<MapForm engine="remote" startUrl="https://docs.example.com/" onChooser={vi.fn()} />);
    expect(root.textContent).not.toContain(message('mapView_f_deeper'));
    type(byLabel(root, message('mapView_f_limit')), '50');
    click(button(root, message('mapView_run')));
    expect(requestSitesAccess).not.toHaveBeenCalled();
    await settle();
    expect(ask).toHaveBeenCalledWith('mapSite', {
      engine: 'remote',
      map: { url: 'https://docs.example.com/', limit: 50 },
    });
    expect(
      byLabel(root, message('mapView_f_limit')).closest('.field')?.querySelector('.field-error')?.textContent,
    ).toBe('Too big');
  });
});
