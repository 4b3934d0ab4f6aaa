import { useEffect, useState } from 'preact/hooks';

/**
 * Text the user types for a value that is parsed from it (a list, a JSON object). The text is
 * kept as typed; it is rewritten only when the value changes from outside (defaults loaded,
 * form reset), i.e. when it no longer matches what the text says.
 */
export function useSyncedText<T>(value: T, format: (v: T) => string, sameAs: (text: string, v: T) => boolean) {
  const [text, setText] = useState(() => format(value));
  useEffect(() => {
    if (!sameAs(text, value)) setText(format(value));
    // Only an outside change of the value should rewrite the text, hence [value] alone.
  }, [value]);
  return [text, setText] as const;
}
