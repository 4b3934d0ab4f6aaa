import { announceMonitor } from '@/lib/monitor/monitor-events';
import {
  localMonitorSchema,
  monitorCheckSchema,
  monitorContentSchema,
  type LocalMonitor,
  type MonitorCheck,
  type MonitorContent,
} from '@/lib/monitor/monitor-schema';
import { historyDb } from '@/lib/jobs/history-db';

// Local monitors in history's database: `monitors` (one record each), `monitorChecks` and
// `monitorContent` keyed by [monitor id, seq]. A check that found the page the same stores no
// content, only the seq of the check whose content it matched. Every read is re-checked.

const ofMonitor = (id: string, below = Number.MAX_SAFE_INTEGER) => IDBKeyRange.bound([id, 0], [id, below], false, true);

const readMonitor = (value: unknown) => {
  const parsed = localMonitorSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};
const readCheck = (value: unknown) => {
  const parsed = monitorCheckSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

export async function saveMonitor(monitor: LocalMonitor): Promise<void> {
  await (await historyDb()).put('monitors', localMonitorSchema.parse(monitor), monitor.id);
  announceMonitor({ monitorId: monitor.id });
}

export async function getMonitor(id: string): Promise<LocalMonitor | undefined> {
  return readMonitor(await (await historyDb()).get('monitors', id));
}

/** Every local monitor, oldest first (a user keeps tens, not thousands; checks are read apart). */
export async function listMonitors(): Promise<LocalMonitor[]> {
  const all = (await (await historyDb()).getAll('monitors'))
    .map(readMonitor)
    .filter((m): m is LocalMonitor => m !== undefined);
  return all.sort((a, b) => a.createdAt - b.createdAt);
}

export async function deleteMonitor(id: string): Promise<void> {
  const tx = (await historyDb()).transaction(['monitors', 'monitorChecks', 'monitorContent'], 'readwrite');
  await Promise.all([
    tx.objectStore('monitors').delete(id),
    tx.objectStore('monitorChecks').delete(ofMonitor(id)),
    tx.objectStore('monitorContent').delete(ofMonitor(id)),
    tx.done,
  ]);
  announceMonitor({ monitorId: id, deleted: true });
}

/**
 * Writes a finished check with the monitor it updated and, for a new or changed page, its
 * content; then keeps only the newest `keep` checks, and content some kept check (or the next
 * comparison) still needs.
 */
export async function recordCheck(
  monitor: LocalMonitor,
  check: MonitorCheck,
  content: MonitorContent | undefined,
  keep: number,
): Promise<void> {
  const tx = (await historyDb()).transaction(['monitors', 'monitorChecks', 'monitorContent'], 'readwrite');
  const checks = tx.objectStore('monitorChecks');
  const contents = tx.objectStore('monitorContent');
  await tx.objectStore('monitors').put(localMonitorSchema.parse(monitor), monitor.id);
  await checks.put(monitorCheckSchema.parse(check), [monitor.id, check.seq]);
  if (content) await contents.put(monitorContentSchema.parse(content), [monitor.id, check.seq]);
  const keys = await checks.getAllKeys(ofMonitor(monitor.id));
  const drop = keys.slice(0, Math.max(0, keys.length - keep));
  if (drop.length) {
    for (const key of drop) await checks.delete(key);
    const kept = (await checks.getAll(ofMonitor(monitor.id))).map(readCheck);
    const needed = new Set(kept.map((c) => c?.contentSeq));
    const contentKeys = await contents.getAllKeys(ofMonitor(monitor.id));
    const latest = contentKeys.at(-1);
    for (const key of contentKeys) if (key !== latest && !needed.has(key[1])) await contents.delete(key);
  }
  await tx.done;
  announceMonitor({ monitorId: monitor.id });
}

/** A monitor's checks, newest first, a page at a time (`before`: a seq from the previous page). */
export async function listChecks(
  monitorId: string,
  { limit = 50, before }: { limit?: number; before?: number } = {},
): Promise<MonitorCheck[]> {
  const out: MonitorCheck[] = [];
  let cursor = await (
    await historyDb()
  )
    .transaction('monitorChecks')
    .store.openCursor(ofMonitor(monitorId, before), 'prev');
  while (cursor && out.length < limit) {
    const check = readCheck(cursor.value);
    if (check) out.push(check);
    cursor = await cursor.continue();
  }
  return out;
}

export async function getCheck(monitorId: string, seq: number): Promise<MonitorCheck | undefined> {
  return readCheck(await (await historyDb()).get('monitorChecks', [monitorId, seq]));
}

export async function getContent(monitorId: string, seq: number): Promise<MonitorContent | undefined> {
  const parsed = monitorContentSchema.safeParse(await (await historyDb()).get('monitorContent', [monitorId, seq]));
  return parsed.success ? parsed.data : undefined;
}

/** The newest stored content of a monitor: what the next check compares with. */
export async function latestContent(monitorId: string): Promise<{ seq: number; content: MonitorContent } | undefined> {
  const cursor = await (await historyDb()).transaction('monitorContent').store.openCursor(ofMonitor(monitorId), 'prev');
  if (!cursor) return undefined;
  const parsed = monitorContentSchema.safeParse(cursor.value);
  return parsed.success ? { seq: cursor.key[1], content: parsed.data } : undefined;
}
