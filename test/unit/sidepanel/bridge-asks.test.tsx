// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BridgeAsks } from '@/entrypoints/sidepanel/BridgeAsks';
import { writeAskMirror } from '@/lib/bridge/consent/ask-mirror';
import { bridgeAskChanges, type PendingAsk } from '@/lib/bridge/consent/ask-schema';
import { click, message, mount, useRealMessages } from '../forms/support';

// The side panel's banner for a program's request: its words are text only (the address comes
// from a program), and "Allow once" asks the browser for the site in the click, before the answer.
const ask = vi.hoisted(() => vi.fn());
vi.mock('@/lib/app/ask', () => ({ ask }));

const HOSTILE = 'https://evil.example/<img src=x onerror="alert(1)">';
const scrapeAsk: PendingAsk = {
  id: 'ask-1',
  client: 'curl',
  what: 'scrape',
  sites: ['evil.example'],
  addresses: [HOSTILE],
  count: 1,
  origins: ['https://evil.example/*'],
  createdAt: 1,
};
const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
const buttons = (root: HTMLElement) => [...root.querySelectorAll('button')].map((b) => b.textContent);
const button = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === text)!;

let request: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useRealMessages();
  fakeBrowser.reset();
  document.body.replaceChildren();
  ask.mockReset().mockResolvedValue({ answered: true });
  request = vi.fn(async () => true);
  (fakeBrowser.permissions as unknown as { request: unknown }).request = request;
});

describe('the bridge ask banner', () => {
  it('shows a waiting ask as text, its address never as HTML', async () => {
    await writeAskMirror([scrapeAsk]);
    const root = mount(<BridgeAsks />);
    await settle();
    expect(root.querySelector('.bridge-ask-text')?.textContent).toBe(`curl wants to read ${HOSTILE} (scrape)`);
    expect(root.querySelector('img')).toBeNull();
    expect(buttons(root)).toEqual(['Allow once', 'Always allow evil.example', 'Block evil.example']);
  });

  it('"Allow once" asks the browser for the site first, in the click, then answers', async () => {
    await writeAskMirror([scrapeAsk]);
    const root = mount(<BridgeAsks />);
    await settle();
    click(button(root, message('bridgeAsk_allowOnce')));
    // Still inside the click: the permission asked for, the answer not sent yet.
    expect(request).toHaveBeenCalledWith({ origins: ['https://evil.example/*'] });
    expect(ask).not.toHaveBeenCalled();
    await settle();
    expect(ask).toHaveBeenCalledWith('answerBridgeAsk', { id: 'ask-1', answer: 'once' });
  });

  it('"Block" answers without asking the browser for anything', async () => {
    await writeAskMirror([scrapeAsk]);
    const root = mount(<BridgeAsks />);
    await settle();
    click(button(root, 'Block evil.example'));
    await settle();
    expect(request).not.toHaveBeenCalled();
    expect(ask).toHaveBeenCalledWith('answerBridgeAsk', { id: 'ask-1', answer: 'block' });
  });

  it("shows a batch's sites and address count, one ask at a time, and goes when none waits", async () => {
    const batch: PendingAsk = {
      ...scrapeAsk,
      id: 'ask-2',
      what: 'batch',
      sites: ['a.example.com', 'b.example.org'],
      addresses: ['https://a.example.com/1', 'https://b.example.org/2'],
      count: 7,
    };
    const root = mount(<BridgeAsks />);
    await settle();
    expect(root.textContent).toBe('');
    act(() => bridgeAskChanges.announce([batch, scrapeAsk]));
    await vi.waitFor(() =>
      expect(root.querySelector('.bridge-ask-text')?.textContent).toBe(
        'curl wants to read 7 addresses on a.example.com, b.example.org (batch scrape)',
      ),
    );
    expect([...root.querySelectorAll('.bridge-ask-addresses li')].map((li) => li.textContent)).toEqual(batch.addresses);
    expect(buttons(root)).toEqual(['Allow once', 'Always allow these 2 sites', 'Block these 2 sites']);
    expect(root.querySelector('.bridge-ask-note')?.textContent).toBe(
      '1 more request is waiting: answer this one first.',
    );
    act(() => bridgeAskChanges.announce([]));
    await vi.waitFor(() => expect(root.textContent).toBe(''));
  });
});
