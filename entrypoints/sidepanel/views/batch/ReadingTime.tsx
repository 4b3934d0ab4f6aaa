import { useNow } from '@/components/result/use-now';
import { t } from '@/lib/i18n/t';

/** A page being read: how long it has been, and when it gives up, ticking each second (a hanging page looks alive). */
export function ReadingTime({ startedAt, timeoutMs }: { startedAt: number; timeoutMs: number }) {
  const now = useNow(1000);
  const elapsed = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <span class="muted batch-item-reading" data-elapsed={elapsed}>
      {t('batch_itemReading', elapsed, Math.round(timeoutMs / 1000))}
    </span>
  );
}
