import { useEffect, useState } from 'preact/hooks';
import { ask } from '@/lib/app/ask';

/** The endpoint key's masked form ('' when none), as the background has it. */
export function useModelKey(): [string, () => Promise<void>] {
  const [masked, setMasked] = useState('');
  const refresh = () =>
    ask('modelKeyStatus', {}).then(
      (s) => setMasked(s.hasKey ? s.masked : ''),
      () => setMasked(''),
    );
  useEffect(() => void refresh(), []);
  return [masked, refresh];
}
