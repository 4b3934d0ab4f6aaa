import { t } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';

interface Props {
  engine: Engine;
  hasKey: boolean;
  onChange(engine: Engine): void;
}

/** Local (in the browser, no key) or remote (the API); remote needs a key. */
export function EngineChoice({ engine, hasKey, onChange }: Props) {
  return (
    <fieldset class="engine">
      <legend>{t('popup_engine')}</legend>
      <span class="check">
        <input
          id="engine-local"
          type="radio"
          name="engine"
          checked={engine === 'local'}
          onChange={() => onChange('local')}
        />
        <label for="engine-local">{t('popup_engineLocal')}</label>
      </span>
      <span class="check">
        <input
          id="engine-remote"
          type="radio"
          name="engine"
          checked={engine === 'remote'}
          disabled={!hasKey}
          aria-describedby={hasKey ? undefined : 'engine-remote-why'}
          onChange={() => onChange('remote')}
        />
        <label for="engine-remote">{t('popup_engineRemote')}</label>
      </span>
      {!hasKey && (
        <p class="hint" id="engine-remote-why">
          {t('popup_remoteNeedsKey')}
        </p>
      )}
    </fieldset>
  );
}
