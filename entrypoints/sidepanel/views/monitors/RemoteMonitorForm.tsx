import { useMemo, useState } from 'preact/hooks';
import { errorText } from '@/lib/api/error-text';
import { NumberField } from '@/components/forms/fields/NumberField';
import { SelectField } from '@/components/forms/fields/SelectField';
import { TextField } from '@/components/forms/fields/TextField';
import { FormContext, type FormApi } from '@/components/forms/form-context';
import { useDraftForm } from '@/components/forms/use-draft-form';
import { userTimeZone } from '@/components/monitor-form/watch-draft';
import { Button } from '@/components/ui/Button';
import { t, type MessageKey } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';
import { checkRemote, type RemoteDraft } from '@/entrypoints/sidepanel/views/monitors/remote-draft';
import { MONITOR_RETENTION_DAYS } from '@/lib/api/schemas/monitor';
import { ErrorLine } from '@/components/ui/ErrorLine';

/**
 * A new monitor on the service: name, schedule (words or cron, time zone), one target, goal, webhook, email, retention.
 */
export function RemoteMonitorForm({ url, onCreated }: { url?: string; onCreated(): void }) {
  const { draft, set, setPending, pending } = useDraftForm<RemoteDraft>(() => ({
    scheduleKind: 'text',
    schedule: 'every 30 minutes',
    timezone: userTimeZone(),
    targetType: 'scrape',
    target: url,
  }));
  const checked = useMemo(() => checkRemote(draft), [draft]);
  const form: FormApi = { draft, set, setPending, errors: [...checked.errors, ...pending], idPrefix: 'remote-monitor' };
  const [state, setState] = useState<{ busy?: boolean; error?: string }>({});
  const create = () => {
    if (!checked.value) return;
    setState({ busy: true });
    ask('remoteMonitorCreate', checked.value).then(
      () => {
        setState({});
        onCreated();
      },
      (e: unknown) => setState({ error: errorText(e) }),
    );
  };
  const targetHint = t(`monitor_remoteTargetHint_${draft.targetType}` as MessageKey);
  return (
    <FormContext.Provider value={form}>
      <div class="remote-monitor-form">
        <TextField path="name" label={t('monitor_remoteName')} required />
        <SelectField
          path="scheduleKind"
          label={t('monitor_remoteScheduleKind')}
          options={['text', 'cron']}
          required
          optionLabel={(o) => t(o === 'text' ? 'monitor_remoteScheduleText' : 'monitor_remoteScheduleCron')}
        />
        <TextField
          path="schedule"
          label={t('monitor_schedule')}
          required
          hint={t(draft.scheduleKind === 'text' ? 'monitor_remoteScheduleTextHint' : 'monitor_remoteScheduleCronHint')}
        />
        <TextField path="timezone" label={t('monitor_timeZone')} />
        <SelectField
          path="targetType"
          label={t('monitor_remoteTargetType')}
          options={['scrape', 'crawl', 'search']}
          required
          optionLabel={(o) => t(`monitor_remoteTarget_${o}` as MessageKey)}
        />
        <TextField
          path="target"
          label={t('monitor_remoteTarget')}
          multiline={draft.targetType !== 'crawl'}
          required
          hint={targetHint}
        />
        <TextField path="goal" label={t('monitor_remoteGoal')} multiline hint={t('monitor_remoteGoalHint')} />
        <TextField path="webhookUrl" label={t('monitor_remoteWebhook')} />
        <TextField path="emailRecipients" label={t('monitor_remoteEmail')} hint={t('monitor_remoteEmailHint')} />
        <NumberField path="retentionDays" label={t('monitor_remoteRetention')} range={MONITOR_RETENTION_DAYS} />
        <Button variant="primary" onClick={create} disabled={!checked.value || state.busy}>
          {t('monitor_remoteCreate')}
        </Button>
        <ErrorLine text={state.error} />
      </div>
    </FormContext.Provider>
  );
}
