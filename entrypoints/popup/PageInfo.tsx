import { FieldMessage } from '@/components/forms/FieldMessage';
import { t } from '@/lib/i18n/t';
import type { PageTab } from '@/entrypoints/popup/start-state';

/** The page a scrape will read; its URL's errors (not http) show here. */
export function PageInfo({ tab }: { tab: PageTab }) {
  return (
    <div class="page-info" id="scrape-url" tabIndex={-1}>
      <p class="page-title">{tab.title || t('popup_untitled')}</p>
      <p class="page-url">{tab.url || t('popup_noUrl')}</p>
      <FieldMessage path="url" />
    </div>
  );
}
