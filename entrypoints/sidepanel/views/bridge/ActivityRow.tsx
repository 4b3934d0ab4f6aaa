import { cut, type ActivityEntry } from '@/lib/bridge/activity/activity-entry';
import { formatDateTimeSeconds } from '@/lib/i18n/format-date';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';

/** What a row shows of an address: programs send any length; the whole one is in the tooltip. */
const SHOWN_ADDRESS = 80;
const seconds = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

const duration = (ms: number) =>
  ms < 1000 ? t('activity_durationMs', Math.round(ms)) : t('activity_durationSeconds', seconds.format(ms / 1000));

/**
 * One request a program sent: when, who, what, the page it named, and how it ended. Everything
 * in it came from a program, so it is shown as text only (never a link or markup).
 */
export function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const [first] = entry.urls;
  const others = entry.urlCount - (first === undefined ? 0 : 1);
  const request =
    entry.command !== undefined
      ? t('activity_command', entry.command)
      : entry.method || entry.path
        ? `${entry.method} ${entry.path}`
        : t('activity_unreadable');
  return (
    <li class="activity-row" data-activity={entry.id}>
      <div class="activity-main">
        <code class="activity-request" title={request}>
          {request}
        </code>
        {first !== undefined && (
          <span class="activity-address">
            <span class="activity-url" title={first}>
              {cut(first, SHOWN_ADDRESS)}
            </span>
            {others > 0 && <span class="activity-more"> {tPlural('activity_moreAddresses', others)}</span>}
          </span>
        )}
        <span class="muted">
          {formatDateTimeSeconds(entry.time)} · {entry.client} · {duration(entry.durationMs)}
        </span>
        {entry.error && <span class="activity-error">{entry.error}</span>}
      </div>
      <span class={`badge ${entry.ok ? 'badge-ok' : 'badge-warn'}`}>
        {entry.ok ? t('activity_statusOk', entry.status) : entry.status}
      </span>
    </li>
  );
}
