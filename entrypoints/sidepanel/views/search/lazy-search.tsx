import { Lazy, lazyModule } from '@/components/ui/lazy-module';
import type { BatchJob } from '@/lib/jobs/job-schema';
import type { SearchPageProps } from '@/entrypoints/sidepanel/views/search/SearchPage';

const useSearchModule = lazyModule(() => import('@/entrypoints/sidepanel/views/search/index'));

/** The Search view (query and options), loaded on first use. */
export function LazySearchPage(props: SearchPageProps) {
  return <Lazy state={useSearchModule()}>{(m) => <m.SearchPage {...props} />}</Lazy>;
}

/** One search job (its results and pages), loaded on first use. */
export function LazySearchJob({
  job,
  onJob,
}: {
  job: BatchJob & { search: NonNullable<BatchJob['search']> };
  onJob(jobId: string): void;
}) {
  return <Lazy state={useSearchModule()}>{(m) => <m.SearchJobView job={job} onJob={onJob} />}</Lazy>;
}
