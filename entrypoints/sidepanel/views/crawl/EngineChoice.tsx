import { t } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';

interface Props {
  engine: Engine;
  hasKey: boolean;
  onChange(engine: Engine): void;
}

/** This browser (logged in, no credits) or the service (needs a key); each says what it means. */
export function EngineChoice({ engine, hasKey, onChange }: Props) {
  const radio = (value: Engine, label: string, why: string, disabled = false) => (
    <div class="check crawl-engine-option">
      <input
        id={`crawl-engine-${value}`}
        type="radio"
        name="crawl-engine"
        checked={engine === value}
        disabled={disabled}
        aria-describedby={`crawl-engine-${value}-why`}
        onChange={() => onChange(value)}
      />
      <label for={`crawl-engine-${value}`}>{label}</label>
      <p class="hint" id={`crawl-engine-${value}-why`}>
        {why}
      </p>
    </div>
  );
  return (
    <fieldset class="crawl-engine">
      <legend>{t('crawlView_engine')}</legend>
      {radio('local', t('crawlView_engineLocal'), t('crawlView_engineLocalWhy'))}
      {radio(
        'remote',
        t('crawlView_engineRemote'),
        hasKey ? t('crawlView_engineRemoteWhy') : t('crawlView_engineRemoteNeedsKey'),
        !hasKey,
      )}
    </fieldset>
  );
}
