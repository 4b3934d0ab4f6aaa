import { useState } from 'preact/hooks';
import { errorText } from '@/lib/api/error-text';
import { SelectField } from '@/components/forms/fields/SelectField';
import { TextField } from '@/components/forms/fields/TextField';
import { useForm } from '@/components/forms/form-context';
import { t, type MessageKey } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';
import { DEFAULT_BASE_URL, engineChoiceSchema } from '@/lib/settings/settings-schema';
import { connectionProblem } from '@/entrypoints/options/connection-problem';

/** Base URL with a connection test, and the default engine. */
export function ServiceFields() {
  const form = useForm();
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const [testing, setTesting] = useState(false);
  const baseUrl = (form.draft as { baseUrl?: string }).baseUrl;

  const test = async () => {
    setTesting(true);
    setResult(undefined);
    try {
      const tested = baseUrl || DEFAULT_BASE_URL;
      const answer = await ask('testConnection', { baseUrl: tested });
      setResult(answer.error ? { ok: false, message: connectionProblem(answer.error, tested) } : answer);
    } catch (error) {
      setResult({ ok: false, message: errorText(error) });
    } finally {
      setTesting(false);
    }
  };

  return (
    <section aria-labelledby="service-heading">
      <h2 id="service-heading">{t('options_serviceHeading')}</h2>
      <TextField
        path="baseUrl"
        label={t('options_baseUrl')}
        placeholder={DEFAULT_BASE_URL}
        hint={t('options_baseUrlHint')}
      />
      <div class="inline-actions">
        <button type="button" onClick={() => void test()} disabled={testing}>
          {testing ? t('options_testing') : t('options_testConnection')}
        </button>
        <p id="connection-result" class={`result ${result?.ok ? 'ok' : 'fail'}`} role="status">
          {result?.message ?? ''}
        </p>
      </div>
      <SelectField
        path="engine"
        label={t('options_engine')}
        options={engineChoiceSchema.options}
        hint={t('options_engineHint')}
        required
        optionLabel={(o) => t(`options_engine_${o}` as MessageKey)}
      />
    </section>
  );
}
