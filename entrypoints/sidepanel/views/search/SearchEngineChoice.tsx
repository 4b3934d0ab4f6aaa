import { t } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';

interface Props {
  engine: Engine;
  hasKey: boolean;
  /** The engine a search in this browser goes to: the address's site, or none for the browser's own. */
  localEngine?: string;
  onChange(engine: Engine): void;
}

/** Your browser's search engine (no key, nothing but the engine sees the query) or the service's search. */
export function SearchEngineChoice({ engine, hasKey, localEngine, onChange }: Props) {
  const radio = (value: Engine, label: string, why: string, disabled = false) => (
    <div class="check crawl-engine-option">
      <input
        id={`search-engine-${value}`}
        type="radio"
        name="search-engine"
        checked={engine === value}
        disabled={disabled}
        aria-describedby={`search-engine-${value}-why`}
        onChange={() => onChange(value)}
      />
      <label for={`search-engine-${value}`}>{label}</label>
      <p class="hint" id={`search-engine-${value}-why`}>
        {why}
      </p>
    </div>
  );
  return (
    <fieldset class="crawl-engine">
      <legend>{t('searchView_engine')}</legend>
      {radio(
        'local',
        t('searchView_engineLocal'),
        localEngine ? t('searchView_engineLocalAddress', localEngine) : t('searchView_engineLocalWhy'),
      )}
      {radio(
        'remote',
        t('searchView_engineRemote'),
        hasKey ? t('searchView_engineRemoteWhy') : t('searchView_engineRemoteNeedsKey'),
        !hasKey,
      )}
    </fieldset>
  );
}
