import { SelectField } from '@/components/forms/fields/SelectField';
import { t } from '@/lib/i18n/t';
import { SITEMAP_MODES, sitemapLabel } from '@/entrypoints/sidepanel/views/crawl/crawl-summary';

/** `sitemap` of a crawl or a map: where pages are found, the service's default shown until chosen. */
export function SitemapField({ hint }: { hint?: string }) {
  return (
    <SelectField
      path="sitemap"
      options={SITEMAP_MODES}
      required
      defaultValue={SITEMAP_MODES[0]}
      optionLabel={sitemapLabel}
      label={t('crawlView_f_sitemap')}
      hint={hint}
    />
  );
}
