import { t } from '@/lib/i18n/t';
import { ALL_KEYS, formatTokens, type UsageSeries } from '@/components/usage-chart/usage-data';

/** The chart's numbers as a table: one row per month, one column per API key, and the total. */
export function UsageTable({ series }: { series: UsageSeries }) {
  const perKey = series.keys.length > 1 || series.keys[0] !== ALL_KEYS;
  return (
    <table class="data-table usage-table">
      <caption class="visually-hidden">{t('usage_tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('usage_month')}</th>
          {perKey &&
            series.keys.map((key) => (
              <th key={key} scope="col">
                {key}
              </th>
            ))}
          <th scope="col">{t('usage_tokens')}</th>
        </tr>
      </thead>
      <tbody>
        {series.months.map((month) => (
          <tr key={month.month}>
            <th scope="row">
              {month.label}
              {month.inProgress && <span class="badge">{t('usage_inProgress')}</span>}
            </th>
            {perKey &&
              series.keys.map((key) => (
                <td key={key} class="num">
                  {formatTokens(month.byKey[key] ?? 0)}
                </td>
              ))}
            <td class="num">{formatTokens(month.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
