import type { ParseOptions } from '@/lib/api/schemas/parse-options';
import { keepAliveWhile } from '@/lib/browser/keep-alive';
import { parseEngine } from '@/lib/engines/choose-engine';
import { runJob } from '@/lib/jobs/job-runner';
import { stampedWork } from '@/lib/jobs/local-read';
import type { Engine, ParseJob } from '@/lib/jobs/job-schema';

/**
 * Starts a parse of bytes already kept in history's `files` store under `jobId`: the popup's drop,
 * a retry, the rendered page and the bridge's upload all come here.
 */
export function startParseOf(
  jobId: string,
  engine: Engine,
  blob: Blob,
  name: string,
  options: ParseOptions,
  from?: { url?: string; title?: string; client?: string },
) {
  const now = Date.now();
  const job: ParseJob = {
    id: jobId,
    kind: 'parse',
    engine,
    status: 'running',
    createdAt: now,
    updatedAt: now,
    fileName: name,
    fileSize: blob.size,
    fileType: blob.type || undefined,
    options,
    title: from?.title ?? name,
    url: from?.url,
    ...(from?.client !== undefined && { client: from.client }),
  };
  const work = parseEngine(engine, blob, jobId, name, options);
  void keepAliveWhile(() => runJob(job, engine === 'local' ? stampedWork(jobId, work) : work));
  return { jobId };
}
