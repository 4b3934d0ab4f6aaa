import { CheckField } from '@/components/forms/fields/CheckField';
import { ListField } from '@/components/forms/fields/ListField';
import { NumberField } from '@/components/forms/fields/NumberField';
import { SelectField } from '@/components/forms/fields/SelectField';
import { TextField } from '@/components/forms/fields/TextField';
import { SEARCH_CATEGORIES, SEARCH_SOURCES, type SearchCategory, type SearchSource } from '@/lib/api/schemas/search';
import { t } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';
import { CheckList } from '@/entrypoints/sidepanel/views/search/CheckList';

/** The service's time ranges (`tbs`), each with its own words. */
const TIME_RANGES = { 'qdr:h': 'h', 'qdr:d': 'd', 'qdr:w': 'w', 'qdr:m': 'm', 'qdr:y': 'y' } as const;
type Range = keyof typeof TIME_RANGES;

/** Every option of the v2 search besides its query and limit, under "More options". */
export function SearchOptions({ engine, notApplied }: { engine: Engine; notApplied: string[] }) {
  return (
    <>
      {engine === 'local' && (
        <p class="hint search-local-note" role="note">
          {notApplied.length ? t('search_notApplied', notApplied.join(', ')) : t('searchView_localApplies')}
        </p>
      )}
      <CheckList
        path="sources"
        legend={t('searchView_f_sources')}
        options={SEARCH_SOURCES}
        label={(source) => t(`searchView_source_${source as SearchSource}`)}
        unset={['web']}
      />
      <CheckList
        path="categories"
        legend={t('searchView_f_categories')}
        options={SEARCH_CATEGORIES}
        label={(category) => t(`searchView_category_${category as SearchCategory}`)}
        hint={t('searchView_h_categories')}
      />
      <SelectField
        path="tbs"
        label={t('searchView_f_tbs')}
        options={Object.keys(TIME_RANGES)}
        optionLabel={(range) => t(`searchView_tbs_${TIME_RANGES[range as Range]}`)}
      />
      <ListField
        path="includeDomains"
        lines
        label={t('searchView_f_includeDomains')}
        hint={t('searchView_h_domains')}
      />
      <ListField
        path="excludeDomains"
        lines
        label={t('searchView_f_excludeDomains')}
        hint={t('searchView_h_domains')}
      />
      <div class="crawl-numbers">
        <TextField path="location" label={t('searchView_f_location')} placeholder="Berlin,Germany" />
        <TextField path="country" label={t('searchView_f_country')} placeholder="US" />
      </div>
      <NumberField path="timeout" min={1000} placeholder={60_000} label={t('searchView_f_timeout')} />
      <CheckField path="safe" label={t('searchView_f_safe')} />
      <CheckField path="ignoreInvalidURLs" label={t('searchView_f_ignoreInvalidURLs')} />
    </>
  );
}
