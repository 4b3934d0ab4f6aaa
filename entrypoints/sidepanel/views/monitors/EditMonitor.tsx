import { useMemo, useState } from 'preact/hooks';
import { errorText } from '@/lib/api/error-text';
import { FormContext, type FormApi } from '@/components/forms/form-context';
import { useDraftForm } from '@/components/forms/use-draft-form';
import { checkWatch, watchDraft, type WatchDraft } from '@/components/monitor-form/watch-draft';
import { WatchFields } from '@/components/monitor-form/WatchFields';
import { Button } from '@/components/ui/Button';
import { t } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';
import type { LocalMonitor } from '@/lib/monitor/monitor-schema';
import { ErrorLine } from '@/components/ui/ErrorLine';

/** Edits a monitor's name, schedule, change rule and the part of the page it watches. */
export function EditMonitor({ monitor, onDone }: { monitor: LocalMonitor; onDone(): void }) {
  const { draft, set, setPending, pending } = useDraftForm<WatchDraft>(() =>
    watchDraft(monitor.request, monitor.title, monitor),
  );
  const checked = useMemo(() => checkWatch(draft), [draft]);
  const form: FormApi = {
    draft,
    set,
    setPending,
    errors: [...checked.errors, ...pending],
    idPrefix: `edit-${monitor.id}`,
  };
  const [error, setError] = useState<string>();
  const save = () => {
    const value = checked.value;
    if (!value) return;
    ask('updateMonitor', {
      monitorId: monitor.id,
      schedule: value.schedule,
      changeRule: value.changeRule,
      request: value.request,
      name: value.name ?? '', // empty: the name is cleared
    }).then(onDone, (e: unknown) => setError(errorText(e)));
  };
  return (
    <FormContext.Provider value={form}>
      <div class="edit-monitor">
        <WatchFields scrapeOptions />
        <div class="toolbar">
          <Button variant="primary" onClick={save} disabled={!checked.value}>
            {t('monitor_save')}
          </Button>
          <Button onClick={onDone}>{t('monitor_cancel')}</Button>
        </div>
        <ErrorLine text={error} />
      </div>
    </FormContext.Provider>
  );
}
