import { useMemo, useState } from 'preact/hooks';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import type { MapAnswer, MapLink } from '@/lib/crawl/map-schema';
import { chosenLinks, filterLinks, tickAll } from '@/entrypoints/sidepanel/views/crawl/map-selection';

/** Rows rendered a step at a time: 5,000 addresses never become 5,000 rows at once. */
const STEP = 200;

interface Props {
  answer: MapAnswer;
  onScrape(links: MapLink[]): void;
  busy?: boolean;
}

/** A map's addresses with their titles and descriptions: filter, tick, hand to the batch chooser. */
export function MapResults({ answer, onScrape, busy }: Props) {
  const [filter, setFilter] = useState('');
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [limit, setLimit] = useState(STEP);
  const shown = useMemo(() => filterLinks(answer.links, filter), [answer.links, filter]);
  const chosen = useMemo(() => chosenLinks(shown, unticked), [shown, unticked]);
  const tick = (url: string, on: boolean) =>
    setUnticked((before) => {
      const next = new Set(before);
      if (on) next.delete(url);
      else next.add(url);
      return next;
    });
  return (
    <section class="map-results" aria-label={t('mapView_results')}>
      {answer.warnings && answer.warnings.length > 0 && (
        <Banner tone="warning" title={tPlural('mapView_warnings', answer.warnings.length)}>
          <ul class="map-warnings">
            {answer.warnings.map((warning, i) => (
              <li key={i}>{warning}</li>
            ))}
          </ul>
        </Banner>
      )}
      {answer.links.length === 0 ? (
        <p class="muted">{t('mapView_empty')}</p>
      ) : (
        <>
          <input
            type="search"
            class="map-filter"
            aria-label={t('mapView_filter')}
            placeholder={t('mapView_filter')}
            value={filter}
            onInput={(e) => {
              setFilter(e.currentTarget.value);
              setLimit(STEP);
            }}
          />
          <p class="batch-count" aria-live="polite">
            {tPlural('mapView_count', answer.links.length, shown.length, chosen.length)}
          </p>
          <div class="toolbar map-tools">
            <Button variant="primary" disabled={chosen.length === 0 || busy} onClick={() => onScrape(chosen)}>
              {tPlural('mapView_scrapeThese', chosen.length)}
            </Button>
            <Button variant="quiet" onClick={() => setUnticked(tickAll(unticked, shown, true))}>
              {t('mapView_tickAll')}
            </Button>
            <Button variant="quiet" onClick={() => setUnticked(tickAll(unticked, shown, false))}>
              {t('mapView_tickNone')}
            </Button>
          </div>
          <ul class="batch-pages map-links">
            {shown.slice(0, limit).map((link) => (
              <MapRow key={link.url} link={link} ticked={!unticked.has(link.url)} onTick={tick} />
            ))}
          </ul>
          {shown.length > limit && (
            <Button class="history-more" onClick={() => setLimit(limit + STEP)}>
              {t('batch_showMore', Math.min(STEP, shown.length - limit))}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function MapRow({ link, ticked, onTick }: { link: MapLink; ticked: boolean; onTick(url: string, on: boolean): void }) {
  return (
    <li data-url={link.url}>
      <label class="check">
        <input type="checkbox" checked={ticked} onChange={(e) => onTick(link.url, e.currentTarget.checked)} />
        <span class="batch-page-name">{link.title || link.url}</span>
        {link.title && <span class="muted batch-page-url">{link.url}</span>}
        {link.description && <span class="muted batch-page-url map-description">{link.description}</span>}
      </label>
    </li>
  );
}
