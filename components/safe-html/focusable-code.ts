import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { t } from '@/lib/i18n/t';

/**
 * Code blocks keep their lines and scroll sideways; a keyboard can scroll only what it can focus
 * (axe: scrollable-region-focusable). Each <pre> of the rendered content becomes a named tab stop.
 * Done here, where the content is shown, not in the sanitizer: it is our markup, not the page's.
 */
export function useFocusableCode(ref: RefObject<HTMLElement | null>, content: string): void {
  useLayoutEffect(() => {
    for (const pre of ref.current?.querySelectorAll('pre') ?? []) {
      pre.tabIndex = 0;
      pre.setAttribute('role', 'group');
      pre.setAttribute('aria-label', t('result_codeBlock'));
    }
  }, [content]);
}
