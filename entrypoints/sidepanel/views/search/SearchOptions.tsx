import { CheckField } from '@/components/forms/fields/CheckField';
import { ListField } from '@/components/forms/fields/ListField';
import { NumberField } from '@/components/forms/fields/NumberField';
import { SelectField } from '@/components/forms/fields/SelectField';
import { TextField } from '@/components/forms/fields/TextField';
import { SEARCH_CATEGORIES, SEARCH_SOURCES } from '@/lib/api/schemas/search';
import { t, type MessageKey } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';
import { CheckList } from '@/entrypoints/sidepanel/views/search/CheckList';

const TIME_RANGES = ['qdr:h', 'qdr:d', 'qdr:w', 'qdr:m', 'qdr:y'] as const;
const label = (prefix: string) => (name: string) => t(`${prefix}${name.replace('qdr:', '')}` as MessageKey);

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
        label={label('searchView_source_')}
        unset={['web']}
      />
      <CheckList
        path="categories"
        legend={t('searchView_f_categories')}
        options={SEARCH_CATEGORIES}
        label={label('searchView_category_')}
        hint={t('searchView_h_categories')}
      />
      <SelectField
        path="tbs"
        label={t('searchView_f_tbs')}
        options={TIME_RANGES}
        optionLabel={label('searchView_tbs_')}
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
