import { createContext, type ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import { t } from '@/lib/i18n/t';

/** The options the last prompt preview set or changed: the form marks them until the next preview. */
export const PreviewedContext = createContext<ReadonlySet<string>>(new Set());

/** One crawl option's field, marked when the preview of the user's description set it. */
export function Option({ name, children }: { name: string; children: ComponentChildren }) {
  const previewed = useContext(PreviewedContext).has(name);
  return (
    <div class="crawl-option" data-option={name} data-previewed={previewed || undefined}>
      {previewed && <span class="badge crawl-previewed">{t('crawlView_fromPreview')}</span>}
      {children}
    </div>
  );
}
