import type { ChangeTrackingResult } from '@/lib/api/schemas/scrape-response';
import { DiffView } from '@/components/diff-view/DiffView';
import { JsonTree } from '@/components/json-tree/JsonTree';
import { t } from '@/lib/i18n/t';
import { Field } from '@/components/result/Field';
import { formatDateTime } from '@/lib/i18n/format-date';

/** Change tracking: status, when the page was last scraped, visibility, the diff and json changes. */
export function ChangeTrackingField({ change }: { change: ChangeTrackingResult }) {
  return (
    <Field name="changeTracking" title={t('result_changeTracking')}>
      <dl class="facts">
        <dt>{t('result_changeStatus')}</dt>
        <dd>
          <span class={`badge change-${String(change.changeStatus ?? 'unknown')}`}>{change.changeStatus ?? '—'}</span>
        </dd>
        <dt>{t('result_previousScrape')}</dt>
        <dd>{change.previousScrapeAt ? formatDateTime(change.previousScrapeAt) : t('result_neverScraped')}</dd>
        <dt>{t('result_visibility')}</dt>
        <dd>{change.visibility ?? '—'}</dd>
      </dl>
      {change.diff && <DiffView diff={change.diff} />}
      {change.json && <JsonTree value={change.json} label={t('result_changeJson')} />}
    </Field>
  );
}
