import { useMemo, useState } from 'preact/hooks';
import { errorText } from '@/lib/api/error-text';
import { FormContext, type FormApi } from '@/components/forms/form-context';
import { useDraftForm } from '@/components/forms/use-draft-form';
import type { ScrapeRequestInput } from '@/lib/api/schemas/scrape-request';
import { t } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';
import { requestMonitorAccess } from '@/lib/permissions/monitor-access';
import type { LocalMonitor } from '@/lib/monitor/monitor-schema';
import { checkWatch, watchDraft, type WatchDraft } from '@/components/monitor-form/watch-draft';
import { WatchFields } from '@/components/monitor-form/WatchFields';

interface Props {
  url: string;
  title?: string;
  /** The scrape options to watch with (the popup's form); absent: the form shows its own. */
  request?: ScrapeRequestInput;
  idPrefix: string;
  onCreated(monitor: LocalMonitor): void | Promise<void>;
}

/** "Watch this page": schedule, change rule and scrape options, then the monitor, with the permissions it needs. */
export function WatchPage({ url, title, request, idPrefix, onCreated }: Props) {
  const { draft, set, setPending, pending } = useDraftForm<WatchDraft>(() =>
    watchDraft(request ?? { url, onlyMainContent: true }, title),
  );
  const effective = useMemo(
    () => (request ? { ...draft, request: { ...request, formats: undefined } } : draft),
    [draft, request],
  );
  const checked = useMemo(() => checkWatch(effective), [effective]);
  const errors = [...checked.errors, ...pending];
  const form: FormApi = { draft, set, setPending, errors, idPrefix };
  const [state, setState] = useState<{ busy?: boolean; error?: string; done?: string }>({});

  const watch = () => {
    const setup = checked.value;
    if (!setup) return;
    const access = requestMonitorAccess(setup.request.url); // inside the click, before any await
    setState({ busy: true });
    void (async () => {
      try {
        if (!(await access).site) throw new Error(t('browser_monitorSiteWhy'));
        const monitor = await ask('createMonitor', setup);
        setState({ done: t('monitor_created') });
        await onCreated(monitor);
      } catch (error) {
        setState({ error: errorText(error) });
      }
    })();
  };

  return (
    <FormContext.Provider value={form}>
      <div class="watch-page">
        <WatchFields scrapeOptions={!request} />
        {request && <p class="hint">{t('monitor_usesScrapeOptions')}</p>}
        <button type="button" class="primary wide" disabled={!checked.value || state.busy} onClick={watch}>
          {state.busy ? t('monitor_creating') : t('monitor_watch')}
        </button>
        <p class={`status${state.error ? ' error' : ''}`} role={state.error ? 'alert' : 'status'}>
          {state.error ?? state.done}
        </p>
      </div>
    </FormContext.Provider>
  );
}

export default WatchPage;
