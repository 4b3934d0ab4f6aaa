import { useEffect, useState } from 'preact/hooks';
import { activityChanges, countActivity } from '@/lib/bridge/activity/activity-log';
import { getSettings, watchSettings } from '@/lib/settings/settings-store';

/** Whether History offers the bridge's activity: the bridge is on, or the log has entries. */
export function useActivityShown(): boolean {
  const [enabled, setEnabled] = useState(false);
  const [hasEntries, setHasEntries] = useState(false);
  useEffect(() => {
    let live = true;
    const count = () =>
      void countActivity().then(
        (n) => live && setHasEntries(n > 0),
        () => undefined,
      );
    count();
    void getSettings().then(
      (settings) => live && setEnabled(settings.bridgeEnabled),
      () => undefined,
    );
    const stopSettings = watchSettings((settings) => setEnabled(settings.bridgeEnabled));
    const stopActivity = activityChanges.watch(count);
    return () => {
      live = false;
      stopSettings();
      stopActivity();
    };
  }, []);
  return enabled || hasEntries;
}
