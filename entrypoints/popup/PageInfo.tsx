import { FieldMessage } from '@/components/forms/FieldMessage';
import { t } from '@/lib/i18n/t';
import type { PageTab } from '@/entrypoints/popup/start-state';

/**
 * The page a scrape will read; its URL's errors (not http) show here, since the popup has no
 * address field. Opened without access to its tab (as a page of its own), it says so and what to
 * do, rather than asking for an address nobody can type.
 */
export function PageInfo({ tab }: { tab: PageTab }) {
  return (
    <div class="page-info" id="scrape-url" tabIndex={-1}>
      <p class="page-title">{tab.title || t('popup_untitled')}</p>
      {tab.url ? (
        <>
          <p class="page-url">{tab.url}</p>
          <FieldMessage path="url" />
        </>
      ) : (
        <p class="field-error">{t('popup_noPageAccess')}</p>
      )}
    </div>
  );
}
