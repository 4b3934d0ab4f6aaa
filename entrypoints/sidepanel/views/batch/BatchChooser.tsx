import { useState } from 'preact/hooks';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { ApiError, errorData, type ApiErrorData } from '@/lib/api/api-error';
import { requestTabsAccess } from '@/lib/permissions/page-access';
import { requestSitesAccess } from '@/lib/permissions/site-access';
import { t, type MessageKey } from '@/lib/i18n/t';
import { engineLabel } from '@/lib/batch/engine-label';
import { tPlural } from '@/lib/i18n/t-plural';
import { ask } from '@/lib/app/ask';
import { getSettings } from '@/lib/settings/settings-store';
import { useDefaultEngine } from '@/entrypoints/sidepanel/use-default-engine';
import { useChooser } from '@/entrypoints/sidepanel/views/batch/use-chooser';
import '@/entrypoints/sidepanel/views/batch/batch.css';

const SOURCES: { source: 'windowTabs' | 'selectedTabs' | 'selectionLinks' | 'pageLinks'; label: MessageKey }[] = [
  { source: 'windowTabs', label: 'batch_sourceWindowTabs' },
  { source: 'selectedTabs', label: 'batch_sourceSelectedTabs' },
  { source: 'selectionLinks', label: 'batch_sourceSelectionLinks' },
  { source: 'pageLinks', label: 'batch_sourcePageLinks' },
];

/**
 * Many pages at once: choose where the pages come from, see the list with its count, untick
 * what is not wanted, start. The local engine asks once for access to the pages' sites.
 */
export function BatchChooser({ onStarted }: { onStarted(jobId: string): void }) {
  const { state, shown, chosen, gather, paste, tick, setPattern, setSource } = useChooser();
  const [pasted, setPasted] = useState('');
  const engine = useDefaultEngine();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<ApiErrorData>();
  const start = () => {
    const urls = chosen.map((p) => p.url);
    // Asked before any await: the browser shows the prompt only inside the click.
    const allowed = engine === 'local' ? requestSitesAccess(urls) : Promise.resolve(true);
    setStarting(true);
    setStartError(undefined);
    void (async () => {
      try {
        if (!(await allowed)) throw new ApiError({ kind: 'forbidden', message: t('batch_sitesRefused') });
        const settings = await getSettings();
        const { jobId } = await ask('startBatch', {
          engine: engine ?? 'local',
          source: state.source ?? 'list',
          options: settings.scrapeDefaults,
          pages: chosen,
        });
        onStarted(jobId);
      } catch (error) {
        setStartError(errorData(error));
      } finally {
        setStarting(false);
      }
    })();
  };

  return (
    <section class="batch-chooser" aria-label={t('batch_chooserTitle')}>
      <h2 class="view-title">{t('batch_chooserTitle')}</h2>
      <div class="batch-sources" role="group" aria-label={t('batch_sources')}>
        {/* Drawn chosen only once chosen: aria-pressed says which, to assistive technology too. */}
        {SOURCES.map(({ source, label }) => (
          <Button
            key={source}
            variant={state.source === source ? 'primary' : 'secondary'}
            aria-pressed={state.source === source}
            onClick={() => void gather(source)}
          >
            {t(label)}
          </Button>
        ))}
        <Button
          variant={state.source === 'list' ? 'primary' : 'secondary'}
          aria-pressed={state.source === 'list'}
          onClick={() => {
            setSource('list');
            if (pasted) paste(pasted);
          }}
        >
          {t('batch_sourceList')}
        </Button>
      </div>
      {state.source === 'list' && (
        <div class="batch-paste">
          <label for="batch-urls">{t('batch_pasteLabel')}</label>
          <textarea
            id="batch-urls"
            rows={6}
            value={pasted}
            onInput={(e) => {
              setPasted(e.currentTarget.value);
              paste(e.currentTarget.value);
            }}
            placeholder="https://example.com/a&#10;https://example.com/b"
          />
          {state.rejected.length > 0 && (
            <p class="field-error" role="status">
              {tPlural('batch_pasteRejected', state.rejected.length, state.rejected.slice(0, 5).join(', '))}
            </p>
          )}
        </div>
      )}
      {state.source === 'pageLinks' && state.found.length > 0 && (
        <label class="batch-pattern">
          {t('batch_patternLabel')}
          <input
            type="text"
            value={state.pattern}
            placeholder="/blog/*"
            onInput={(e) => setPattern(e.currentTarget.value)}
          />
        </label>
      )}
      {state.loading && <p class="muted">{t('sidepanel_loading')}</p>}
      {state.error && <ErrorBanner error={state.error} />}
      {state.hiddenTabs > 0 && (
        <Banner tone="info">
          <p>{tPlural('batch_hiddenTabs', state.hiddenTabs)}</p>
          <Button
            onClick={() =>
              void requestTabsAccess().then((ok) => (ok ? gather(state.source as 'windowTabs') : undefined))
            }
          >
            {t('sidepanel_followTabs')}
          </Button>
        </Banner>
      )}
      {state.skipped > 0 && <p class="muted">{tPlural('batch_skipped', state.skipped)}</p>}
      {shown.length > 0 && (
        <>
          <p class="batch-count" aria-live="polite">
            {tPlural('batch_chosenCount', shown.length, chosen.length)}
          </p>
          <ul class="batch-pages">
            {shown.map((page) => (
              <li key={page.url}>
                <label class="check">
                  <input
                    type="checkbox"
                    checked={!state.unticked.has(page.url)}
                    onChange={(e) => tick(page.url, e.currentTarget.checked)}
                  />
                  <span class="batch-page-name">{page.title || page.url}</span>
                  {page.title && <span class="muted batch-page-url">{page.url}</span>}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      {!state.loading &&
        shown.length === 0 &&
        state.found.length === 0 &&
        state.source !== 'list' &&
        !state.error &&
        state.hiddenTabs === 0 && <p class="muted">{t('batch_chooseHint')}</p>}
      {startError && <ErrorBanner error={startError} />}
      <div class="toolbar">
        <Button variant="primary" disabled={!chosen.length || starting || !engine} onClick={start}>
          {tPlural('batch_start', chosen.length)}
        </Button>
        {engine && <span class="muted">{engineLabel(engine, state.source)}</span>}
      </div>
    </section>
  );
}
