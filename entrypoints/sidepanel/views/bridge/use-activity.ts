import { useEffect, useState } from 'preact/hooks';
import type { ActivityEntry } from '@/lib/bridge/activity/activity-entry';
import {
  activityChanges,
  listActivity,
  type ActivityCursor,
  type ActivityPage,
} from '@/lib/bridge/activity/activity-log';

const PAGE = 50;
/** Writes come with every request: re-read at most this often. */
const REREAD_MS = 500;

interface State extends ActivityPage {
  loading: boolean;
  error?: unknown;
}

const isOlder = (a: ActivityEntry, b: ActivityCursor) => a.time < b.time || (a.time === b.time && a.id < b.id);

/**
 * The newest page re-read, with the older entries already shown kept below it: a new request
 * appears on top without reading again every page the user opened.
 */
function withHead(head: ActivityPage, shown: State): ActivityPage {
  const last = head.entries.at(-1);
  const older = last && head.next ? shown.entries.filter((entry) => isOlder(entry, last)) : [];
  return older.length > 0 ? { entries: [...head.entries, ...older], next: shown.next } : head;
}

/** The activity log, newest first, a page at a time by cursor; new entries appear as they are written. */
export function useActivity(): State & { loadMore(): void } {
  const [state, setState] = useState<State>({ entries: [], loading: true });
  useEffect(() => {
    let live = true;
    let again: ReturnType<typeof setTimeout> | undefined;
    const readHead = () =>
      listActivity({ limit: PAGE }).then(
        (head) => live && setState((shown) => ({ ...withHead(head, shown), loading: false })),
        (error: unknown) => live && setState((shown) => ({ ...shown, loading: false, error })),
      );
    void readHead();
    const stop = activityChanges.watch(() => {
      again ??= setTimeout(() => {
        again = undefined;
        void readHead();
      }, REREAD_MS);
    });
    return () => {
      live = false;
      clearTimeout(again);
      stop();
    };
  }, []);

  const loadMore = () => {
    if (!state.next || state.loading) return;
    setState((shown) => ({ ...shown, loading: true }));
    listActivity({ limit: PAGE, after: state.next }).then(
      (page) =>
        setState((shown) => {
          const have = new Set(shown.entries.map((entry) => entry.id));
          return {
            entries: [...shown.entries, ...page.entries.filter((entry) => !have.has(entry.id))],
            next: page.next,
            loading: false,
          };
        }),
      (error: unknown) => setState((shown) => ({ ...shown, loading: false, error })),
    );
  };
  return { ...state, loadMore };
}
