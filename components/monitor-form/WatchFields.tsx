import { CheckField } from '@/components/forms/fields/CheckField';
import { ListField } from '@/components/forms/fields/ListField';
import { NumberField } from '@/components/forms/fields/NumberField';
import { SelectField } from '@/components/forms/fields/SelectField';
import { TextField } from '@/components/forms/fields/TextField';
import { useForm } from '@/components/forms/form-context';
import { getIn } from '@/components/forms/draft';
import { t, type MessageKey } from '@/lib/i18n/t';
import { EVERY_HOURS } from '@/lib/monitor/schedule';

const EVERY = ['15min', 'hour', 'hours', 'day'] as const;
const everyLabel = (every: string) => t(`monitor_every_${every}` as MessageKey);

/**
 * A monitor's name, its schedule, what counts as a change and (with `scrapeOptions`) the part of the page
 * to watch. Inside a FormContext over a WatchDraft.
 */
export function WatchFields({ scrapeOptions }: { scrapeOptions?: boolean }) {
  const form = useForm();
  const every = getIn(form.draft, 'schedule.every');
  return (
    <>
      <TextField path="name" label={t('monitor_name')} hint={t('monitor_nameHint')} />
      <SelectField
        path="schedule.every"
        label={t('monitor_schedule')}
        options={EVERY}
        required
        optionLabel={everyLabel}
      />
      {every === 'hours' && <NumberField path="schedule.hours" label={t('monitor_hours')} range={EVERY_HOURS} />}
      {every === 'day' && (
        <>
          <TextField path="schedule.at" label={t('monitor_at')} required placeholder="09:00" />
          <TextField path="schedule.timeZone" label={t('monitor_timeZone')} required hint={t('monitor_timeZoneHint')} />
        </>
      )}
      <fieldset class="field">
        <legend>{t('monitor_changeRule')}</legend>
        <p class="hint">{t('monitor_changeRuleHint')}</p>
        <CheckField path="changeRule.ignoreNumbers" label={t('monitor_ignoreNumbers')} />
        <CheckField path="changeRule.ignoreDates" label={t('monitor_ignoreDates')} />
        <CheckField path="changeRule.ignoreWhitespace" label={t('monitor_ignoreWhitespace')} />
      </fieldset>
      {scrapeOptions && (
        <>
          <CheckField path="request.onlyMainContent" label={t('monitor_onlyMainContent')} defaultValue />
          <ListField path="request.includeTags" label={t('monitor_includeTags')} hint={t('monitor_includeTagsHint')} />
          <ListField path="request.excludeTags" label={t('monitor_excludeTags')} hint={t('monitor_excludeTagsHint')} />
        </>
      )}
    </>
  );
}
