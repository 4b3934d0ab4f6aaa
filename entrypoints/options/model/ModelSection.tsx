import { useState } from 'preact/hooks';
import { errorText } from '@/lib/api/error-text';
import { t, type MessageKey } from '@/lib/i18n/t';
import type { ModelProvider } from '@/lib/settings/model-settings';
import type { Settings } from '@/lib/settings/settings-schema';
import { updateSettings } from '@/lib/settings/settings-store';
import { BuiltInStatus } from '@/entrypoints/options/model/BuiltInStatus';
import { EndpointFields } from '@/entrypoints/options/model/EndpointFields';

const KINDS = ['none', 'built-in', 'endpoint'] as const;
type Kind = (typeof KINDS)[number];
const kindKey = (kind: Kind) => `options_model_${kind.replace('-', '')}` as MessageKey;

/**
 * The language model the local engine uses for JSON, JSON change tracking and summaries: none
 * (the default), Chrome's built-in AI, or an OpenAI-compatible endpoint. None and built-in apply
 * at once; an endpoint applies when its fields are saved (it needs its origin and a listed model).
 */
export function ModelSection({ initial }: { initial: Settings }) {
  const [saved, setSaved] = useState<ModelProvider>(initial.modelProvider);
  const [kind, setKind] = useState<Kind>(initial.modelProvider.kind);
  const [problem, setProblem] = useState('');

  const choose = async (next: Kind) => {
    setKind(next);
    setProblem('');
    if (next === 'endpoint') return; // saved with its fields
    try {
      const provider: ModelProvider = { kind: next };
      await updateSettings({ modelProvider: provider });
      setSaved(provider);
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <section aria-labelledby="model-heading">
      <h2 id="model-heading">{t('options_modelHeading')}</h2>
      <p class="hint">{t('options_modelIntro')}</p>
      <fieldset class="inline" id="model-kind">
        <legend>{t('options_modelProvider')}</legend>
        {KINDS.map((k) => (
          <span class="check" key={k}>
            <input
              id={`model-kind-${k}`}
              type="radio"
              name="model-kind"
              checked={kind === k}
              onChange={() => void choose(k)}
            />
            <label for={`model-kind-${k}`}>{t(kindKey(k))}</label>
          </span>
        ))}
      </fieldset>
      <p id="model-saved" class={`result${problem ? ' fail' : ''}`} role="status">
        {problem || savedText(saved)}
      </p>
      {kind === 'built-in' && <BuiltInStatus />}
      {kind === 'endpoint' && (
        <EndpointFields saved={saved.kind === 'endpoint' ? saved : undefined} onSaved={setSaved} />
      )}
    </section>
  );
}

/** What the local engine uses now, and where the page's text goes with it. */
function savedText(provider: ModelProvider): string {
  if (provider.kind === 'endpoint')
    return t('options_modelUsesEndpoint', provider.model, new URL(provider.baseUrl).host);
  return t(provider.kind === 'built-in' ? 'options_modelUsesBuiltIn' : 'options_modelUsesNone');
}
