// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { CrawlForm } from '@/entrypoints/sidepanel/views/crawl/CrawlForm';
import { byLabel, click, message, mount, type, useRealMessages } from '../forms/support';

// The background stands behind ask(); the browser's permission prompt behind requestSitesAccess.
const ask = vi.hoisted(() => vi.fn());
const requestSitesAccess = vi.hoisted(() => vi.fn());
vi.mock('@/lib/app/ask', () => ({ ask }));
vi.mock('@/lib/permissions/site-access', () => ({ requestSitesAccess }));

beforeEach(() => {
  useRealMessages();
  document.body.replaceChildren();
  ask.mockReset();
  requestSitesAccess.mockReset();
});

const START = 'https://docs.example.com/guide/';

function setup(engine: 'local' | 'remote' = 'local') {
  const onStarted = vi.fn();
  const root = mount(<CrawlForm engine={engine} startUrl={START} defaults={{}} onStarted={onStarted} />);
  const field = (name: string) => root.querySelector<HTMLElement>(`[data-option="${name}"]`)!;
  const start = () => click([...root.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Crawl '))!);
  return { root, onStarted, field, start };
}

/** Lets the promises the click started settle, and the form render after them. */
const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));

describe('the crawl form', () => {
  it('starts from the tab in front, and says what is wrong next to each field', async () => {
    const { root, field, start } = setup();
    const url = byLabel(root, message('crawlView_f_url'));
    expect(url.value).toBe(START);

    type(url, 'ftp://files.example.com/');
    expect(url.closest('.field')?.querySelector('.field-error')?.textContent).toMatch(/http/);

    type(url, START);
    const include = byLabel(root, message('crawlView_f_includePaths'));
    type(include, '^/guide/\n\n(unclosed');
    // The second pattern is on the third line: that is the line named.
    expect(field('includePaths').querySelector('.field-error')?.textContent).toMatch(
      /^Line 3: "\(unclosed" is not a valid regular expression: /,
    );
    expect(include.getAttribute('aria-invalid')).toBe('true');

    type(byLabel(root, message('crawlView_f_limit')), '5000');
    expect(field('limit').querySelector('.field-error')?.textContent).toBe(
      'A crawl in your browser reads at most 2000 pages.',
    );

    start();
    await settle();
    expect(ask).not.toHaveBeenCalled();
    expect(requestSitesAccess).not.toHaveBeenCalled();
    expect(root.textContent).toContain(message('crawlView_fixFirst'));
  });

  it('asks "Obey robots.txt" ticked, and sends ignoreRobotsTxt when unticked', async () => {
    requestSitesAccess.mockResolvedValue(true);
    ask.mockResolvedValue({ jobId: 'job-1' });
    const { root, onStarted, start } = setup();
    const robots = byLabel(root, message('crawlView_f_obeyRobots'));
    expect(robots.checked).toBe(true);
    click(robots);
    type(byLabel(root, message('crawlView_f_maxDiscoveryDepth')), '2');
    start();
    // The permission prompt is asked inside the click, before anything is awaited.
    expect(requestSitesAccess).toHaveBeenCalledWith([START]);
    await settle();
    expect(ask).toHaveBeenCalledWith('startCrawl', {
      engine: 'local',
      crawl: { url: START, ignoreRobotsTxt: true, maxDiscoveryDepth: 2 },
      options: {},
    });
    expect(onStarted).toHaveBeenCalledWith('job-1');
  });

  it('asks for the subdomains too when they are included', () => {
    requestSitesAccess.mockResolvedValue(true);
    ask.mockResolvedValue({ jobId: 'job-1' });
    const { root, start } = setup();
    click(byLabel(root, message('crawlView_f_allowSubdomains')));
    start();
    expect(requestSitesAccess).toHaveBeenCalledWith([START, 'https://*.docs.example.com/']);
  });

  it('does not start when access to the site is refused, and says so at the address', async () => {
    requestSitesAccess.mockResolvedValue(false);
    const { root, start } = setup();
    start();
    await settle();
    expect(ask).not.toHaveBeenCalled();
    const url = byLabel(root, message('crawlView_f_url'));
    expect(url.closest('.field')?.querySelector('.field-error')?.textContent).toContain(
      'Access to docs.example.com was not allowed',
    );
  });

  it("shows the background's field errors next to their fields", async () => {
    ask.mockRejectedValue(
      new ApiError({
        kind: 'invalid-request',
        message: 'refused',
        details: [{ field: 'excludePaths.0', message: '"[" is not a valid regular expression: x.' }],
      }),
    );
    const { root, field, start } = setup('remote');
    type(byLabel(root, message('crawlView_f_excludePaths')), '^/blog/');
    start();
    await settle();
    expect(field('excludePaths').querySelector('.field-error')?.textContent).toBe(
      'Line 1: "[" is not a valid regular expression: x.',
    );
    expect(root.querySelector('.banner-error')).toBeNull();
  });

  it('previews a description into the fields, marks them, and starts from the edited options', async () => {
    const { root, field, start } = setup('remote');
    const prompt = byLabel(root, message('crawlView_f_prompt'));
    type(prompt, 'Only the API reference, at most 200 pages');
    // Words nobody has seen turned into options never start a crawl.
    start();
    await settle();
    expect(ask).not.toHaveBeenCalled();
    expect(prompt.closest('.field')?.querySelector('.field-error')?.textContent).toBe(
      message('crawlView_previewFirst'),
    );

    ask.mockResolvedValueOnce({ crawl: { includePaths: ['^/api/'], limit: 200, url: 'https://other.example/' } });
    click([...root.querySelectorAll('button')].find((b) => b.textContent === message('crawlView_preview'))!);
    await settle();
    expect(ask).toHaveBeenCalledWith('previewCrawl', {
      url: START,
      prompt: 'Only the API reference, at most 200 pages',
    });
    expect(byLabel(root, message('crawlView_f_includePaths')).value).toBe('^/api/');
    expect(byLabel(root, message('crawlView_f_limit')).value).toBe('200');
    expect(field('includePaths').hasAttribute('data-previewed')).toBe(true);
    expect(field('limit').hasAttribute('data-previewed')).toBe(true);
    expect(field('excludePaths').hasAttribute('data-previewed')).toBe(false);
    expect(root.textContent).toContain('Set from your description: includePaths, limit.');
    // The start address stays the user's.
    expect(byLabel(root, message('crawlView_f_url')).value).toBe(START);

    type(byLabel(root, message('crawlView_f_limit')), '150');
    ask.mockResolvedValueOnce({ jobId: 'job-2' });
    start();
    await settle();
    expect(requestSitesAccess).not.toHaveBeenCalled();
    expect(ask).toHaveBeenLastCalledWith('startCrawl', {
      engine: 'remote',
      crawl: { url: START, includePaths: ['^/api/'], limit: 150, prompt: 'Only the API reference, at most 200 pages' },
      options: {},
    });
  });

  it('leaves the options only the service takes out of a crawl in this browser', async () => {
    requestSitesAccess.mockResolvedValue(true);
    ask.mockResolvedValue({ jobId: 'job-3' });
    const { root, start } = setup('local');
    expect(root.textContent).not.toContain(message('crawlView_f_webhook'));
    expect(root.textContent).not.toContain(message('crawlView_f_prompt'));
    start();
    await settle();
    expect(ask.mock.calls[0]?.[1].crawl).toEqual({ url: START });
  });
});
