import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import { ALL_KEYS, formatTokens, stackMonth, type UsageSeries } from '@/components/usage-chart/usage-data';

const WIDTH = 600;
const HEIGHT = 220;

interface Props {
  series: UsageSeries;
}

/**
 * Monthly tokens as stacked SVG bars (one colour per API key). For assistive technology it is one
 * image with a summary (role="img", aria-label, <title>); the table beside it has the numbers.
 * The bars stretch to the panel's width; the month labels are HTML under them, so they keep the
 * page's text size instead of shrinking with the drawing.
 */
export function UsageChart({ series }: Props) {
  const { months, keys, max } = series;
  const slot = WIDTH / Math.max(1, months.length);
  const bar = Math.min(48, slot * 0.7);
  const summary = tPlural('usage_chartSummary', months.length, formatTokens(months.reduce((s, m) => s + m.total, 0)));
  return (
    <figure class="usage-chart">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        class="usage-svg"
      >
        <title>{summary}</title>
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} class="usage-axis" />
        {months.map((month, i) => {
          const x = i * slot + (slot - bar) / 2;
          return (
            <g key={month.month} class={month.inProgress ? 'usage-month in-progress' : 'usage-month'}>
              {stackMonth(month, keys, max, HEIGHT).map((seg) => (
                <rect
                  key={seg.key}
                  x={x}
                  y={seg.y}
                  width={bar}
                  height={seg.height}
                  class={`usage-bar series-${seg.index % 6}`}
                />
              ))}
            </g>
          );
        })}
      </svg>
      <ol
        class="usage-labels"
        aria-hidden="true"
        style={{ gridTemplateColumns: `repeat(${Math.max(1, months.length)}, minmax(0, 1fr))` }}
      >
        {months.map((month) => (
          <li key={month.month} class="usage-label">
            {month.label}
            {month.inProgress ? '*' : ''}
          </li>
        ))}
      </ol>
      {(keys.length > 1 || keys[0] !== ALL_KEYS) && (
        <ul class="usage-legend" aria-label={t('usage_legend')}>
          {keys.map((key, index) => (
            <li key={key}>
              <span class={`usage-swatch series-${index % 6}`} aria-hidden="true" />
              {key}
            </li>
          ))}
        </ul>
      )}
      {months.some((m) => m.inProgress) && <figcaption class="usage-note">{t('usage_inProgressNote')}</figcaption>}
    </figure>
  );
}
