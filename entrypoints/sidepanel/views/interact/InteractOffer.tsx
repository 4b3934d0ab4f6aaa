import { t } from '@/lib/i18n/t';
import type { Job } from '@/lib/jobs/job-schema';
import { routeHash } from '@/entrypoints/sidepanel/route';
import { scrapeIdOf } from '@/entrypoints/sidepanel/views/interact/scrape-of-job';
import '@/entrypoints/sidepanel/views/interact/sessions.css';

/** Under a finished scrape by the service: the way to act on its page in the service's browser. */
export function InteractOffer({ job }: { job: Job }) {
  if (job.status !== 'done' || !scrapeIdOf(job)) return null;
  return (
    <div class="interact-offer toolbar">
      <a class="btn btn-secondary" href={routeHash({ view: 'interact', jobId: job.id })}>
        {t('interact_open')}
      </a>
      <span class="muted">{t('interact_openHint')}</span>
    </div>
  );
}
