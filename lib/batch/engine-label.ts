import { t } from '@/lib/i18n/t';
import type { BatchSource } from '@/lib/jobs/batch-schema';

/** How a batch's pages are read, in words: open tabs in place (local), others in background tabs, or the service. */
export function engineLabel(engine: 'local' | 'remote', source: BatchSource | undefined): string {
  if (engine === 'remote') return t('batch_engineRemote');
  return source === 'windowTabs' || source === 'selectedTabs' ? t('batch_engineLocalTabs') : t('batch_engineLocal');
}
