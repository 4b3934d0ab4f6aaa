import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/index';
import { errorText } from '@/lib/api/error-text';
import { originPattern } from '@/lib/permissions/base-url-permission';
import { requestModelEndpointPermission } from '@/lib/permissions/model-endpoint-permission';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import { ask } from '@/lib/app/ask';
import { modelProviderSchema, type ModelProvider } from '@/lib/settings/model-settings';
import { updateSettings } from '@/lib/settings/settings-store';
import {
  endpointProblem,
  type EndpointField,
  type EndpointProblems,
} from '@/entrypoints/options/model/endpoint-problem';
import { ModelField } from '@/entrypoints/options/model/ModelField';
import { TextRow } from '@/entrypoints/options/model/TextRow';
import { useModelKey } from '@/entrypoints/options/model/use-model-key';

type Endpoint = Extract<ModelProvider, { kind: 'endpoint' }>;

/**
 * An OpenAI-compatible endpoint: base URL, optional key, a model from its /v1/models, the
 * context size. Saving asks for the endpoint's origin (in the click), checks that the model is
 * listed, and only then stores it; each problem shows next to the field it is about.
 */
export function EndpointFields({ saved, onSaved }: { saved?: Endpoint; onSaved(provider: Endpoint): void }) {
  const [baseUrl, setBaseUrl] = useState(saved?.baseUrl ?? '');
  const [key, setKey] = useState('');
  const [model, setModel] = useState(saved?.model ?? '');
  const [context, setContext] = useState(String(saved?.contextTokens ?? 8192));
  const [models, setModels] = useState<string[]>();
  const [problems, setProblems] = useState<EndpointProblems>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [masked, refreshKey] = useModelKey();

  const origin = () => originPattern(baseUrl)?.slice(0, -2) ?? baseUrl;
  /** Lists the endpoint's models (checking `model` is one); undefined, the problem shown, when it cannot. */
  const list = async (granted: Promise<boolean>, model?: string): Promise<string[] | undefined> => {
    if (!(await granted)) {
      setProblems({ baseUrl: t('options_modelPermissionRefused', origin()) });
      return undefined;
    }
    try {
      const asked = { baseUrl: baseUrl.trim(), key: key.trim() || undefined, model };
      const found = (await ask('endpointModels', asked)).models;
      setModels(found);
      return found;
    } catch (error) {
      setProblems(endpointProblem(error));
      return undefined;
    }
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblems({});
    setStatus('');
    try {
      await work();
    } catch (error) {
      setStatus(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const load = () => {
    const granted = requestModelEndpointPermission(baseUrl.trim()); // first: the click's gesture
    void run(async () => {
      const found = await list(granted);
      if (!found) return;
      if (!model || !found.includes(model)) setModel(found[0] ?? '');
      setStatus(tPlural('options_modelsListed', found.length));
    });
  };

  const save = () => {
    const granted = requestModelEndpointPermission(baseUrl.trim());
    void run(async () => {
      const checked = modelProviderSchema.safeParse({
        kind: 'endpoint',
        baseUrl: baseUrl.trim(),
        model: model.trim(),
        contextTokens: Number(context),
      });
      if (!checked.success) {
        const found: EndpointProblems = {};
        for (const issue of checked.error.issues)
          found[(issue.path[0] as EndpointField) ?? 'baseUrl'] ??= issue.message;
        return setProblems(found);
      }
      const provider = checked.data as Endpoint;
      if (!(await list(granted, provider.model))) return;
      if (key.trim()) await ask('setModelKey', { key: key.trim() });
      setKey('');
      await refreshKey();
      await updateSettings({ modelProvider: provider });
      onSaved(provider);
      setStatus(t('options_modelEndpointSaved', new URL(provider.baseUrl).host));
    });
  };

  return (
    <div class="group" id="model-endpoint">
      <TextRow
        id="model-base-url"
        label={t('options_modelBaseUrl')}
        hint={t('options_modelBaseUrlHint')}
        value={baseUrl}
        problem={problems.baseUrl}
        placeholder="http://127.0.0.1:11434"
        onInput={setBaseUrl}
      />
      <TextRow
        id="model-key"
        label={t('options_modelKey')}
        hint={masked ? t('options_modelKeySaved', masked) : t('options_modelNoKey')}
        value={key}
        problem={problems.key}
        secret
        onInput={setKey}
      />
      <div class="inline-actions">
        <Button onClick={load} disabled={busy || !baseUrl.trim()}>
          {t('options_modelLoadModels')}
        </Button>
        {masked && (
          <Button disabled={busy} onClick={() => void run(() => ask('setModelKey', { key: '' }).then(refreshKey))}>
            {t('options_modelClearKey')}
          </Button>
        )}
      </div>
      <ModelField models={models} value={model} problem={problems.model} onChange={setModel} />
      <TextRow
        id="model-context"
        label={t('options_modelContext')}
        hint={t('options_modelContextHint')}
        value={context}
        problem={problems.contextTokens}
        type="number"
        onInput={setContext}
      />
      <div class="inline-actions">
        <button type="button" class="primary" onClick={save} disabled={busy}>
          {t('options_modelSaveEndpoint')}
        </button>
        <p id="model-endpoint-status" class="result" role="status">
          {status}
        </p>
      </div>
    </div>
  );
}
