import { useEffect, useState } from 'preact/hooks';
import { ask } from '@/lib/app/ask';
import { localSessionChanges, type SessionView } from '@/lib/interact/local/session/session-schema';

/** The programs' sessions in the user's own tabs: the background's list at open, then every change announced. */
export function useLocalSessions(): SessionView[] {
  const [sessions, setSessions] = useState<SessionView[]>([]);
  useEffect(() => {
    let heard = false;
    const stop = localSessionChanges.watch((list) => {
      heard = true;
      setSessions(list);
    });
    // A change heard before the answer is newer than it.
    void ask('localSessions', {}).then(
      (list) => heard || setSessions(list),
      () => undefined,
    );
    return stop;
  }, []);
  return sessions;
}
