import { t } from '@/lib/i18n/t';
import { Notes } from '@/entrypoints/options/model/TextRow';

interface Props {
  /** The endpoint's models once listed; until then the name is typed. */
  models?: string[];
  value: string;
  problem?: string;
  onChange(model: string): void;
}

/** The model: picked from the endpoint's /v1/models once loaded, typed before that. */
export function ModelField({ models, value, problem, onChange }: Props) {
  const described = { 'aria-invalid': problem ? ('true' as const) : undefined };
  const describedBy = `model-name-${problem ? 'error' : 'hint'}`;
  return (
    <div class="field">
      <label for="model-name">{t('options_modelName')}</label>
      {models && models.length > 0 ? (
        <select
          id="model-name"
          value={value}
          {...described}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {!models.includes(value) && <option value={value}>{value}</option>}
          {models.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      ) : (
        <input
          id="model-name"
          type="text"
          autocomplete="off"
          spellcheck={false}
          value={value}
          {...described}
          aria-describedby={describedBy}
          onInput={(e) => onChange(e.currentTarget.value)}
        />
      )}
      <Notes id="model-name" hint={t('options_modelNameHint')} problem={problem} />
    </div>
  );
}
