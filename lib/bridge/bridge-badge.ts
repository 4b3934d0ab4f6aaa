import { setBridgeActivity } from '@/lib/browser/toolbar-badge';

// The toolbar badge while programs use the bridge: requests running, and requests waiting for the
// user's answer in the side panel (which the badge points to). The badge shows them over what it
// showed before (lib/browser/badge-look.ts), which comes back when they end.

let running = 0;
let asking = 0;

function show(): void {
  void setBridgeActivity({ running, asking });
}

/** A bridge request started (+1) or ended (-1). */
export function noteRequestRunning(delta: 1 | -1): void {
  running = Math.max(0, running + delta);
  show();
}

/** A request began (+1) or stopped (-1) waiting for the user's consent. */
export function noteAskWaiting(delta: 1 | -1): void {
  asking = Math.max(0, asking + delta);
  show();
}

/** The counts now, for tests and for a view that wants them. */
export const bridgeBadgeCounts = (): { running: number; asking: number } => ({ running, asking });

/**
 * At every worker start, before any request: a count a stopped worker left on the badge (the
 * browser keeps the badge's text across worker restarts) is painted over.
 */
export const clearStaleBridgeBadge = show;
