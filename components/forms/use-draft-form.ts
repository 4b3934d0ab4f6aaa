import { useCallback, useMemo, useState } from 'preact/hooks';
import type { FieldError } from '@/lib/api/field-errors';
import { setIn, type Path } from '@/components/forms/draft';

/**
 * A draft, its setter by path, and the errors the schema cannot see yet (text that is not
 * JSON). The caller checks the draft with its schema and adds those errors to the FormApi.
 * `normalize` (stable) tidies a draft after each change, e.g. an emptied parser entry.
 */
export function useDraftForm<T extends object>(initial: T | (() => T), normalize: (draft: T) => T = (d) => d) {
  const [draft, setDraft] = useState<T>(initial);
  const [pendingMap, setPendingMap] = useState<Record<string, string>>({});
  const set = useCallback((path: Path, value: unknown) => setDraft((d) => normalize(setIn(d, path, value))), []);
  const setPending = useCallback(
    (path: Path, message: string | undefined) =>
      setPendingMap((map) => {
        if (map[path] === message) return map;
        const next = { ...map };
        if (message) next[path] = message;
        else delete next[path];
        return next;
      }),
    [],
  );
  const pending = useMemo<FieldError[]>(
    () => Object.entries(pendingMap).map(([field, message]) => ({ field, message })),
    [pendingMap],
  );
  // Groups the user has been to (left a field of): their "nothing given yet" errors show.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = useCallback(
    (group: string) => setTouched((prev) => (prev.has(group) ? prev : new Set(prev).add(group))),
    [],
  );
  return { draft, setDraft, set, setPending, pending, touched, touch };
}
