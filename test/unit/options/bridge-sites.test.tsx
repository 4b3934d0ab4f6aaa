// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BridgeSites } from '@/entrypoints/options/bridge/BridgeSites';
import { readSitePolicies, setSitePolicy } from '@/lib/permissions/site-policy-store';
import { choose, click, message, mount, useRealMessages } from '../forms/support';

// Options' list of the sites decided for programs: each changeable (allowing asks the browser for
// the site in the same gesture) or removable (asked about again).
const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
const rows = (root: HTMLElement) =>
  [...root.querySelectorAll('.bridge-site-list li')].map((li) => [
    li.querySelector('.bridge-site')?.textContent,
    li.querySelector('select')?.value,
  ]);

let request: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useRealMessages();
  fakeBrowser.reset();
  document.body.replaceChildren();
  request = vi.fn(async () => true);
  (fakeBrowser.permissions as unknown as { request: unknown }).request = request;
});

describe("Options' bridge sites", () => {
  it('says how sites get there while there are none', async () => {
    const root = mount(<BridgeSites />);
    await settle();
    expect(root.textContent).toContain(message('options_bridgeSitesNone'));
  });

  it('lists each site with its policy, changes and removes them', async () => {
    await setSitePolicy(['news.example.com'], 'block');
    await setSitePolicy(['docs.example.org:8443'], 'allow');
    const root = mount(<BridgeSites />);
    await settle();
    expect(rows(root)).toEqual([
      ['docs.example.org:8443', 'allow'],
      ['news.example.com', 'block'],
    ]);

    choose(root.querySelector('select[aria-label="What programs may do on news.example.com"]'), 'allow');
    expect(request).toHaveBeenCalledWith({ origins: ['*://news.example.com/*'] });
    await vi.waitFor(async () => expect(await readSitePolicies()).toMatchObject({ 'news.example.com': 'allow' }));

    click(root.querySelector('button[aria-label="Remove docs.example.org:8443: ask again next time"]'));
    await vi.waitFor(() => expect(rows(root)).toEqual([['news.example.com', 'allow']]));
    expect(await readSitePolicies()).toEqual({ 'news.example.com': 'allow' });
  });
});
