import { Lazy, lazyModule } from '@/components/ui/lazy-module';
import type { BatchJob } from '@/lib/jobs/job-schema';

const useBatchModule = lazyModule(() => import('@/entrypoints/sidepanel/views/batch/index'));

/** The chooser of pages for a new batch, loaded on first use. */
export function LazyBatchChooser({ onStarted }: { onStarted(jobId: string): void }) {
  return <Lazy state={useBatchModule()}>{(m) => <m.BatchChooser onStarted={onStarted} />}</Lazy>;
}

/** A batch's own view, loaded on first use. */
export function LazyBatchView({ job }: { job: BatchJob }) {
  return <Lazy state={useBatchModule()}>{(m) => <m.BatchView job={job} />}</Lazy>;
}
