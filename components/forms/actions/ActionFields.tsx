import { PDF_FORMATS, SCREENSHOT_QUALITY, WAIT_MS, type ActionType } from '@/lib/api/schemas/actions';
import { CheckField } from '@/components/forms/fields/CheckField';
import { NumberField } from '@/components/forms/fields/NumberField';
import { SelectField } from '@/components/forms/fields/SelectField';
import { TextField } from '@/components/forms/fields/TextField';
import { t, type MessageKey } from '@/lib/i18n/t';

/** Each action type's own fields, with the bounds of its schema. */
export function ActionFields({ type, index }: { type: ActionType; index: number }) {
  const p = (field: string) => `actions.${index}.${field}`;
  const l = (field: string) => t(`forms_action_${type}_${field}` as MessageKey);
  switch (type) {
    case 'wait':
      return (
        <>
          <NumberField
            path={p('milliseconds')}
            label={l('milliseconds')}
            range={WAIT_MS}
            hint={t('forms_hint_waitEither')}
          />
          <TextField path={p('selector')} label={l('selector')} placeholder="#content" />
        </>
      );
    case 'screenshot':
      return (
        <>
          <CheckField path={p('fullPage')} label={l('fullPage')} />
          <NumberField path={p('quality')} label={l('quality')} range={SCREENSHOT_QUALITY} placeholder={100} />
        </>
      );
    case 'click':
      return (
        <>
          <TextField path={p('selector')} label={l('selector')} required placeholder="button.accept" />
          <CheckField path={p('all')} label={l('all')} />
        </>
      );
    case 'write':
      return <TextField path={p('text')} label={l('text')} required hint={t('forms_hint_writeFocus')} />;
    case 'press':
      return <TextField path={p('key')} label={l('key')} required placeholder="Enter" />;
    case 'scroll':
      return (
        <>
          <SelectField path={p('direction')} label={l('direction')} options={['down', 'up']} serviceDefault="down" />
          <TextField path={p('selector')} label={l('selector')} />
        </>
      );
    case 'executeJavascript':
      return <TextField path={p('script')} label={l('script')} required multiline />;
    case 'pdf':
      return (
        <>
          <SelectField path={p('format')} label={l('format')} options={PDF_FORMATS} serviceDefault="Letter" />
          <CheckField path={p('landscape')} label={l('landscape')} />
          <NumberField path={p('scale')} label={l('scale')} step="any" min={0} placeholder={1} />
        </>
      );
    case 'scrape':
      return <p class="hint">{t('forms_hint_scrapeAction')}</p>;
  }
}
