import { getJob } from '@/lib/jobs/history';
import { buildHistoryExport, type HistoryExport } from '@/lib/export/history-export';

/**
 * The export of the given jobs as one JSON file, written job by job into Blob parts: each
 * result is read, scrubbed, serialised and let go before the next, so exporting hundreds of
 * jobs with large results never holds them all in memory.
 */
export async function historyExportBlob(
  ids: readonly string[],
  { secrets = [], onProgress }: { secrets?: string[]; onProgress?: (done: number, total: number) => void } = {},
): Promise<Blob> {
  const { jobs: _none, ...head }: HistoryExport = buildHistoryExport([], { secrets });
  const parts: Blob[] = [new Blob([JSON.stringify(head, null, 2).replace(/\n}$/, ',\n  "jobs": [\n')])];
  let first = true;
  for (const [done, id] of ids.entries()) {
    const job = await getJob(id);
    if (job) {
      const [scrubbed] = buildHistoryExport([job], { secrets }).jobs;
      parts.push(new Blob([(first ? '' : ',\n') + JSON.stringify(scrubbed, null, 2).replace(/^/gm, '    ')]));
      first = false;
    }
    onProgress?.(done + 1, ids.length);
  }
  parts.push(new Blob(['\n  ]\n}\n']));
  return new Blob(parts, { type: 'application/json;charset=utf-8' });
}
