import { useMemo } from 'preact/hooks';
import { SafeLink } from '@/components/result/SafeLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { ask } from '@/lib/app/ask';
import { pageTitle } from '@/lib/api/page-metadata';
import { t } from '@/lib/i18n/t';
import type { Job } from '@/lib/jobs/job-schema';
import { routeHash } from '@/entrypoints/sidepanel/route';
import { useJob } from '@/entrypoints/sidepanel/use-job';
import { InteractPanel } from '@/entrypoints/sidepanel/views/interact/InteractPanel';
import { scrapeIdOf } from '@/entrypoints/sidepanel/views/interact/scrape-of-job';
import '@/entrypoints/sidepanel/views/interact/interact.css';

export interface InteractViewProps {
  /** A scrape's job: its session at the service. */
  jobId?: string;
  /** One of the team's sessions, by its id. */
  sessionId?: string;
  /** Shows the Interact view on another job (a new scrape of the page). */
  onJob(jobId: string): void;
}

/** Interact with a page in the service's browser: a scrape's session, or one of the team's. */
export function InteractView({ jobId, sessionId, onJob }: InteractViewProps) {
  if (sessionId) return <SessionInteract sessionId={sessionId} />;
  if (jobId) return <ScrapeInteract jobId={jobId} onJob={onJob} />;
  return (
    <EmptyState title={t('interact_noTarget')}>
      <p>{t('interact_noTargetHint')}</p>
      <SessionsLink />
    </EmptyState>
  );
}

const SessionsLink = () => (
  <p>
    <a href={routeHash({ view: 'crawls' })}>{t('interact_sessionsLink')}</a>
  </p>
);

function SessionInteract({ sessionId }: { sessionId: string }) {
  const target = useMemo(() => ({ kind: 'session' as const, sessionId }), [sessionId]);
  return (
    <article class="interact-view" data-session={sessionId}>
      <header class="interact-header">
        <h2>{t('interact_sessionTitle')}</h2>
        <p class="muted">
          <code>{sessionId}</code>
        </p>
        <p>{t('interact_sessionIntro')}</p>
        <SessionsLink />
      </header>
      <InteractPanel target={target} />
    </article>
  );
}

function ScrapeInteract({ jobId, onJob }: { jobId: string; onJob(jobId: string): void }) {
  const state = useJob(jobId);
  if (state.status === 'loading') return <p class="muted">{t('sidepanel_loading')}</p>;
  if (state.status === 'missing') return <EmptyState title={t('sidepanel_jobMissing')} />;
  const { job } = state;
  return (
    <article class="interact-view" data-job={job.id}>
      <header class="interact-header">
        <h2>{t('interact_title', titleOf(job))}</h2>
        <p class="muted">{job.url && <SafeLink href={job.url} />}</p>
        <p>
          <a href={routeHash({ view: 'result', jobId: job.id })}>{t('interact_backToResult')}</a>
        </p>
      </header>
      <ScrapeBody job={job} onJob={onJob} />
    </article>
  );
}

function ScrapeBody({ job, onJob }: { job: Job; onJob(jobId: string): void }) {
  const scrapeId = scrapeIdOf(job);
  const target = useMemo(
    () => (scrapeId ? { kind: 'scrape' as const, scrapeId, jobId: job.id } : undefined),
    [scrapeId, job.id],
  );
  if (job.kind !== 'scrape' || job.engine !== 'remote') return <p>{t('interact_notRemote')}</p>;
  if (job.status === 'running') return <p aria-live="polite">{t('interact_waitScrape')}</p>;
  if (job.status !== 'done') return <p>{t('interact_scrapeFailed')}</p>;
  if (!target) return <p>{t('interact_noScrapeId')}</p>;
  const scrapeAgain = async () => onJob((await ask('retryJob', { jobId: job.id })).jobId);
  return (
    <>
      <p>{t('interact_intro')}</p>
      <InteractPanel target={target} onScrapeAgain={scrapeAgain} />
    </>
  );
}

const titleOf = (job: Job): string => pageTitle(job.result?.metadata) ?? job.title ?? job.url ?? '';
