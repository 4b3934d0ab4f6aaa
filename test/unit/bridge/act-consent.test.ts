import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type * as SiteAccess from '@/lib/permissions/site-access';
import { actGate, requireActing } from '@/lib/bridge/consent/act-consent';
import { answerAsk, pendingAsks } from '@/lib/bridge/consent/ask-queue';
import type { PendingAsk } from '@/lib/bridge/consent/ask-schema';
import { actPolicies } from '@/lib/permissions/act-policy-store';
import { readSitePolicies } from '@/lib/permissions/site-policy-store';
import { updateSettings } from '@/lib/settings/settings-store';

// Consent to act is not consent to read (issue 61): acting is off until turned on, each site is
// asked for acting apart (its answers kept in a store of their own), and a password, a file
// chooser or a download each ask on their own, never stored.

vi.mock('@/lib/bridge/bridge-badge', () => ({ noteRequestRunning: () => undefined, noteAskWaiting: () => undefined }));
vi.mock('@/lib/bridge/activity/keep-activity', () => ({ keepActivity: async () => undefined }));
vi.mock('@/lib/permissions/site-access', async (original) => ({
  ...(await original<typeof SiteAccess>()),
  hasSiteAccess: async () => true,
}));

const SITE = 'intranet.example';
const PAGE = `https://${SITE}/list`;
const shown = { detail: 'agent-browser click @e3', acts: ['click' as const] };
const gate = () =>
  actGate({ client: 'Claude Code', signal: new AbortController().signal, path: '/v2/scrape/j/interact', shown });

async function theAsk(): Promise<PendingAsk> {
  await vi.waitFor(() => expect(pendingAsks()).toHaveLength(1));
  return pendingAsks()[0]!;
}

beforeEach(() => fakeBrowser.reset());

describe('acting', () => {
  it('is refused while off in Settings, with a code and words saying where to turn it on', async () => {
    await expect(requireActing()).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'ACTING_NOT_ALLOWED',
      message: expect.stringMatching(/Settings, under Bridge\.$/),
    });
    await updateSettings({ bridgeActing: true });
    await expect(requireActing()).resolves.toBeUndefined();
  });

  it('asks for a site showing what the program sent; once covers this request only, nothing stored', async () => {
    const first = gate();
    const asked = first.site(PAGE);
    expect(await theAsk()).toMatchObject({
      client: 'Claude Code',
      what: 'act',
      sites: [SITE],
      detail: 'agent-browser click @e3',
      acts: ['click'],
      origins: [`https://${SITE}/*`],
    });
    await answerAsk((await theAsk()).id, 'once');
    await asked;
    // The same request goes on without asking again; the next request asks anew.
    await first.site(`https://${SITE}/other`);
    expect(pendingAsks()).toEqual([]);
    const second = gate().site(PAGE);
    await answerAsk((await theAsk()).id, 'always');
    await second;
    expect(await actPolicies.read()).toEqual({ [SITE]: 'allow' });
    // Acting is not reading: the reading policies are untouched.
    expect(await readSitePolicies()).toEqual({});
    await gate().site(PAGE);
    expect(pendingAsks()).toEqual([]);
  });

  it('Block refuses with a code, and refuses later requests at once', async () => {
    const asked = gate().site(PAGE);
    await answerAsk((await theAsk()).id, 'block');
    await expect(asked).rejects.toMatchObject({
      code: 'ACTING_REFUSED',
      message: `The user did not allow Claude Code to act on ${SITE}.`,
    });
    await expect(gate().site(PAGE)).rejects.toMatchObject({
      code: 'ACTING_REFUSED',
      message: expect.stringMatching(/is blocked/),
    });
  });

  it('never acts on a browser page or a file', async () => {
    await expect(gate().site('chrome://settings')).rejects.toMatchObject({ code: 'ACTING_REFUSED' });
    await expect(gate().site('file:///etc/passwd')).rejects.toMatchObject({ code: 'ACTING_REFUSED' });
    expect(pendingAsks()).toEqual([]);
  });

  it('asks apart for a password, a file chooser and a download, each answered for that step alone', async () => {
    await actPolicies.set([SITE], 'allow');
    const open = gate();
    const password = open.sensitive('password', PAGE, 'fill @e3 hunter2');
    expect(await theAsk()).toMatchObject({ what: 'password', sites: [SITE], detail: 'fill @e3 hunter2', origins: [] });
    await answerAsk((await theAsk()).id, 'block');
    expect(await password).toBe(false);
    const download = open.sensitive('download', PAGE, 'click @e9');
    await answerAsk((await theAsk()).id, 'once');
    expect(await download).toBe(true);
    // A step's answer is never kept: the site's acting policy is as it was, and the next step asks again.
    expect(await actPolicies.read()).toEqual({ [SITE]: 'allow' });
    const again = open.sensitive('password', PAGE, 'fill @e3 hunter2');
    await answerAsk((await theAsk()).id, 'once');
    expect(await again).toBe(true);
  });
});
