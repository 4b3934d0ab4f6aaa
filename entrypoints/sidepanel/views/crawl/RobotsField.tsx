import { getIn } from '@/components/forms/draft';
import { FieldNotes, useFieldProps } from '@/components/forms/FieldMessage';
import { t } from '@/lib/i18n/t';

/**
 * `ignoreRobotsTxt`, asked the other way round: "Obey robots.txt", ticked by default. Unticking
 * sets the option; ticking it again leaves it out (the service's default).
 */
export function RobotsField() {
  const hint = t('crawlView_h_ignoreRobotsTxt');
  const { form, id, control } = useFieldProps('ignoreRobotsTxt', hint);
  const obey = getIn(form.draft, 'ignoreRobotsTxt') !== true;
  return (
    <div class="field check">
      <input
        type="checkbox"
        {...control}
        checked={obey}
        onChange={(e) => form.set('ignoreRobotsTxt', e.currentTarget.checked ? undefined : true)}
      />
      <label for={id}>{t('crawlView_f_obeyRobots')}</label>
      <FieldNotes id={id} path="ignoreRobotsTxt" hint={hint} />
    </div>
  );
}
