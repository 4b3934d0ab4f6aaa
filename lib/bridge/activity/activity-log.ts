import { z } from 'zod';
import {
  activityEntrySchema,
  newActivityEntrySchema,
  type ActivityEntry,
  type NewActivityEntry,
} from '@/lib/bridge/activity/activity-entry';
import { defineBroadcast } from '@/lib/messaging/broadcast';
import { historyDb } from '@/lib/jobs/history-db';

// The bridge's activity log: IndexedDB `wde-history` (version 5 on), object store
// `bridgeActivity`, key path `id` (auto-increment), index `time`. Each record is an ActivityEntry
// (lib/bridge/activity/activity-entry.ts): {id, time, client, method, path, urls, urlCount,
// status, ok, error?, durationMs}. A test reads it with a plain IndexedDB read of that store.

const STORE = 'bridgeActivity';

/** The most entries kept, whatever the retention: a busy program's months stay bounded. */
export const ACTIVITY_CAP = 10_000;

/** Tells open views the log changed (an entry written, old ones pruned). */
export const activityChanges = defineBroadcast('wde-bridge-activity', z.object({}));

/** Writes one entry; returns its id. */
export async function addActivity(entry: NewActivityEntry): Promise<number> {
  const id = await (await historyDb()).add(STORE, newActivityEntrySchema.parse(entry));
  activityChanges.announce({});
  return id;
}

/** Where a page of the log ended: the next page starts after this entry. */
export interface ActivityCursor {
  time: number;
  id: number;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  /** Pass as `after` for the next (older) page; absent when there is none. */
  next?: ActivityCursor;
}

const readEntry = (value: unknown): ActivityEntry | undefined => {
  const parsed = activityEntrySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * Newest first, a page at a time, by a cursor on the time index. Entries of the same millisecond
 * come by id (newest first), so a page that ends among them is followed without a gap.
 */
export async function listActivity({
  limit = 50,
  after,
}: { limit?: number; after?: ActivityCursor } = {}): Promise<ActivityPage> {
  const index = (await historyDb()).transaction(STORE).store.index('time');
  const range = after ? IDBKeyRange.upperBound(after.time) : null;
  const entries: ActivityEntry[] = [];
  for (let cursor = await index.openCursor(range, 'prev'); cursor; cursor = await cursor.continue()) {
    if (after && cursor.key === after.time && (cursor.primaryKey as number) >= after.id) continue;
    const entry = readEntry(cursor.value);
    if (!entry) continue;
    if (entries.length === limit) {
      const last = entries[entries.length - 1]!;
      return { entries, next: { time: last.time, id: last.id } };
    }
    entries.push(entry);
  }
  return { entries };
}

/** How many entries the log holds (the side panel shows the log only when there are some). */
export async function countActivity(): Promise<number> {
  return (await historyDb()).count(STORE);
}

/**
 * Drops entries older than the retention (0 keeps them by age), then the oldest past `cap`.
 * Returns how many went.
 */
export async function pruneActivity(
  retentionDays: number,
  { now = Date.now(), cap = ACTIVITY_CAP }: { now?: number; cap?: number } = {},
): Promise<number> {
  const tx = (await historyDb()).transaction(STORE, 'readwrite');
  const index = tx.store.index('time');
  let removed = 0;
  if (retentionDays > 0) {
    const cutoff = now - retentionDays * 24 * 60 * 60 * 1000;
    for (let cursor = await index.openCursor(IDBKeyRange.upperBound(cutoff, true)); cursor;) {
      await cursor.delete();
      removed += 1;
      cursor = await cursor.continue();
    }
  }
  let over = (await tx.store.count()) - cap;
  for (let cursor = over > 0 ? await index.openCursor() : null; cursor && over > 0; over -= 1) {
    await cursor.delete();
    removed += 1;
    cursor = await cursor.continue();
  }
  await tx.done;
  if (removed > 0) activityChanges.announce({});
  return removed;
}
