import { ListField } from '@/components/forms/fields/ListField';
import { NumberField } from '@/components/forms/fields/NumberField';
import { SelectField } from '@/components/forms/fields/SelectField';
import { fieldId, useForm } from '@/components/forms/form-context';
import { FieldMessage } from '@/components/forms/FieldMessage';
import { t } from '@/lib/i18n/t';
import { RISK_SCORE } from '@/lib/api/schemas/threat-protection';

/** The per-request threat protection override (an enterprise feature of the service). */
export function ThreatProtectionFields() {
  const form = useForm();
  return (
    <fieldset class="group" id={fieldId(form, 'threatProtection')} tabIndex={-1}>
      <legend>{t('forms_f_threatProtection')}</legend>
      <p class="hint">{t('forms_hint_threatProtection')}</p>
      <FieldMessage path="threatProtection" />
      <SelectField path="threatProtection.mode" options={['normal', 'off']} />
      <NumberField path="threatProtection.riskScoreThreshold" range={RISK_SCORE} />
      <ListField path="threatProtection.blacklist" lines />
      <ListField path="threatProtection.whitelist" lines />
      <ListField path="threatProtection.blockedTlds" lines />
      <SelectField path="threatProtection.failurePolicy" options={['closed', 'open']} />
    </fieldset>
  );
}
