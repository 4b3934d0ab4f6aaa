import { useEffect, useState } from 'preact/hooks';
import { Button } from '@/components/ui/Button';
import { t } from '@/lib/i18n/t';

interface Props {
  /** The text to copy; a function is called only on click (e.g. JSON.stringify of a big value). */
  text: string | (() => string);
  /** Accessible name, e.g. "Copy markdown". Defaults to "Copy". */
  label?: string;
}

/** Copies text to the clipboard and says so for a moment (also to screen readers). */
export function CopyButton({ text, label }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const shown =
    state === 'copied'
      ? t('sidepanel_copied')
      : state === 'failed'
        ? t('sidepanel_copyFailed')
        : (label ?? t('sidepanel_copy'));
  return (
    <Button variant="quiet" onClick={copy} aria-live="polite">
      {shown}
    </Button>
  );
}
