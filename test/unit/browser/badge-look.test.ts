import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BADGE_COLORS, badgeLook, type BadgeState } from '@/lib/browser/badge-look';

const idle: BadgeState = { bridge: { running: 0, asking: 0 }, error: null, unseen: 0 };

describe('the toolbar badge rule', () => {
  it('shows nothing of its own when nothing is going on (the manifest title stays)', () => {
    expect(badgeLook(idle)).toEqual({ text: '' });
  });

  it('shows a failure over unseen changes, and unseen changes alone as their count', () => {
    expect(badgeLook({ ...idle, error: 'No page', unseen: 3 })).toEqual({
      text: '!',
      color: BADGE_COLORS.error,
      title: 'Web Data Extractor: No page',
    });
    expect(badgeLook({ ...idle, unseen: 120 })).toMatchObject({ text: '99+', color: BADGE_COLORS.unseen });
  });

  it('shows bridge requests running over what was there, in a colour of their own', () => {
    expect(badgeLook({ ...idle, bridge: { running: 1, asking: 0 }, error: 'No page', unseen: 3 })).toEqual({
      text: '1',
      color: BADGE_COLORS.running,
      title: 'Web Data Extractor: 1 request from a program is running',
    });
  });

  it('shows "?" while a request waits for the user, pointing to the side panel', () => {
    const asking = badgeLook({ ...idle, bridge: { running: 3, asking: 1 }, error: 'No page' });
    expect(asking).toMatchObject({ text: '?', color: BADGE_COLORS.asking });
    expect(asking.title).toMatch(/side panel/);
    expect(badgeLook({ ...idle, bridge: { running: 2, asking: 2 } }).title).toBe(
      'Web Data Extractor: 2 requests from programs wait for your answer in the side panel.',
    );
  });
});

describe('the toolbar badge', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    (fakeBrowser.runtime as { getManifest: unknown }).getManifest = () => ({ action: { default_title: 'WDE' } });
    vi.resetModules();
  });

  it("puts the bridge's counts over the unseen changes, which come back once the bridge is idle", async () => {
    const { showUnseenChanges } = await import('@/lib/jobs/report-to-user');
    const { noteAskWaiting, noteRequestRunning } = await import('@/lib/bridge/bridge-badge');
    const { redrawBadge } = await import('@/lib/browser/toolbar-badge');
    const shown = async () => {
      await redrawBadge();
      return [await fakeBrowser.action.getBadgeText({}), await fakeBrowser.action.getTitle({})];
    };
    await showUnseenChanges(4);
    expect(await shown()).toEqual(['4', 'Web Data Extractor: 4 watched page changes not seen yet']);
    noteRequestRunning(1);
    noteAskWaiting(1);
    expect((await shown())[0]).toBe('?');
    noteAskWaiting(-1);
    expect((await shown())[0]).toBe('1');
    await showUnseenChanges(5); // a change meanwhile waits under the bridge's count
    expect((await shown())[0]).toBe('1');
    noteRequestRunning(-1);
    expect(await shown()).toEqual(['5', 'Web Data Extractor: 5 watched page changes not seen yet']);
    await showUnseenChanges(0);
    expect(await shown()).toEqual(['', 'WDE']);
  });
});
