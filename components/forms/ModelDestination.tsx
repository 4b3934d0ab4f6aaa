import { t } from '@/lib/i18n/t';
import { modelHost } from '@/lib/engines/local/scrape/local-model';
import type { ModelProvider } from '@/lib/settings/model-settings';

/**
 * Said before the first page is sent: where the page's text goes for json or a summary. An
 * endpoint is named by its host; Chrome's built-in AI keeps it on this device.
 */
export function ModelDestination({ provider }: { provider?: ModelProvider }) {
  const host = modelHost(provider);
  if (!host && provider?.kind !== 'built-in') return null;
  return (
    <p class="note model-destination" role="note">
      {host ? t('forms_modelDestination', host) : t('forms_modelOnDevice')}
    </p>
  );
}
