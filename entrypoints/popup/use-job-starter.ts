import { useState } from 'preact/hooks';
import { errorText } from '@/lib/api/error-text';

/** Busy while a job is being handed to the background; its error, in plain words, if it fails. */
export function useJobStarter() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (start: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await start();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
