import { useEffect } from 'preact/hooks';

// Parts of the settings page holding edits not saved yet. While any does, leaving or reloading
// the page asks first (the browser's own "Leave site?" prompt), so no edit is lost without a word.
const unsaved = new Set<string>();

const askFirst = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // Older Chromium and Firefox ask only when returnValue is set.
  event.returnValue = '';
};

function listen() {
  if (unsaved.size > 0) addEventListener('beforeunload', askFirst);
  else removeEventListener('beforeunload', askFirst);
}

/** Marks `part` of the page as holding unsaved edits while `dirty`. */
export function useUnsaved(part: string, dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    unsaved.add(part);
    listen();
    return () => {
      unsaved.delete(part);
      listen();
    };
  }, [part, dirty]);
}

/** Two drafts hold the same values, whatever the order of their keys. */
export function sameDraft(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = (o: object) => Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined);
  const [ka, kb] = [keys(a), keys(b)];
  return (
    ka.length === kb.length &&
    ka.every((k) => sameDraft((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}
