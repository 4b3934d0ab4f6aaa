import { t } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';

interface Props {
  engine: Engine;
  hasKey: boolean;
  /** A key is saved, but the service refused it: said here, since the engine stays local for it. */
  refused: boolean;
  onChange(engine: Engine): void;
}

/** Local (in the browser, no key) or remote (the API); remote needs a key. */
export function EngineChoice({ engine, hasKey, refused, onChange }: Props) {
  const radio = (value: Engine, label: string, why?: string) => (
    <span class="check">
      <input
        id={`engine-${value}`}
        type="radio"
        name="engine"
        checked={engine === value}
        disabled={why !== undefined}
        aria-describedby={why}
        onChange={() => onChange(value)}
      />
      <label for={`engine-${value}`}>{label}</label>
    </span>
  );
  return (
    <fieldset class="engine">
      <legend>{t('popup_engine')}</legend>
      {radio('local', t('popup_engineLocal'))}
      {radio('remote', t('popup_engineRemote'), hasKey ? undefined : 'engine-remote-why')}
      {!hasKey && (
        <p class="hint" id="engine-remote-why">
          {t(refused ? 'popup_remoteKeyRefused' : 'popup_remoteNeedsKey')}
        </p>
      )}
    </fieldset>
  );
}
