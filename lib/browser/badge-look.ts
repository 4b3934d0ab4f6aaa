import { tPlural } from '@/lib/i18n/t-plural';
import { t } from '@/lib/i18n/t';

/** Everything that may show on the toolbar badge at once. */
export interface BadgeState {
  /** Bridge requests running, and those of them waiting for the user's consent (bridge-badge.ts). */
  bridge: { running: number; asking: number };
  /** A failure with no page open to show it in (context menu, shortcut), until the next success. */
  error: string | null;
  /** Monitor changes the user has not looked at. */
  unseen: number;
}

/** What the badge shows: its text, its colour (when it has text) and the button's title (absent: the manifest's). */
export interface BadgeLook {
  text: string;
  color?: string;
  title?: string;
}

export const BADGE_COLORS = {
  asking: '#9a4f00',
  running: '#1e6b3a',
  error: '#b3261e',
  unseen: '#1a5fb4',
  /** A tab a program acts in (interact in the user's own tab): the bridge's running green. */
  acting: '#1e6b3a',
} as const;

const count = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The one rule of the badge. A program waiting for the user's answer comes first (the user has
 * something to do, in the side panel), then programs at work; both are short-lived, so what was
 * there before (a failure, then unseen changes) comes back when they end.
 */
export function badgeLook({ bridge, error, unseen }: BadgeState): BadgeLook {
  if (bridge.asking > 0)
    return { text: '?', color: BADGE_COLORS.asking, title: tPlural('bridge_badgeAsking', bridge.asking) };
  if (bridge.running > 0)
    return {
      text: count(bridge.running),
      color: BADGE_COLORS.running,
      title: tPlural('bridge_badgeRunning', bridge.running),
    };
  if (error) return { text: '!', color: BADGE_COLORS.error, title: `${t('extName')}: ${error}` };
  if (unseen > 0)
    return { text: count(unseen), color: BADGE_COLORS.unseen, title: tPlural('monitor_badgeTitle', unseen) };
  return { text: '' };
}
