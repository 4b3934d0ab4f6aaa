import { MIN_TIMEOUT_MS } from '@/lib/api/schemas/common';
import { PROXY_MODES, SCRAPE_DEFAULTS } from '@/lib/api/schemas/scrape-options';
import { MAX_WAIT_FOR_MS } from '@/lib/api/schemas/scrape-rules';
import { CheckField } from '@/components/forms/fields/CheckField';
import { ListField } from '@/components/forms/fields/ListField';
import { NumberField } from '@/components/forms/fields/NumberField';
import { SelectField } from '@/components/forms/fields/SelectField';
import { HeadersEditor } from '@/components/forms/HeadersEditor';
import { t } from '@/lib/i18n/t';
import { LocationFields } from '@/components/forms/LocationFields';
import { ThreatProtectionFields } from '@/components/forms/ThreatProtectionFields';
import { Lazy, lazyModule } from '@/components/ui/lazy-module';

const D = SCRAPE_DEFAULTS;

const useActionsEditor = lazyModule(() => import('@/components/forms/actions/ActionsEditor'));

/**
 * Every scrape option besides the formats. Split from the popup's first load; the actions
 * editor is split again, since most scrapes never use it.
 */
export function AdvancedOptions({ engine }: { engine?: 'local' | 'remote' }) {
  return (
    <div class="advanced">
      {engine === 'local' && (
        <p class="notice" role="note">
          {t('forms_notApplyingLocally')}
        </p>
      )}
      <fieldset class="group">
        <legend>{t('forms_content')}</legend>
        <CheckField path="onlyMainContent" defaultValue={D.onlyMainContent} />
        <ListField path="includeTags" />
        <ListField path="excludeTags" />
        <CheckField path="removeBase64Images" defaultValue={D.removeBase64Images} />
        <CheckField path="parsePDF" defaultValue={D.parsePDF} hint={t('forms_hint_parsePDF')} />
      </fieldset>
      <fieldset class="group">
        <legend>{t('forms_loading')}</legend>
        <NumberField
          path="waitFor"
          min={0}
          max={MAX_WAIT_FOR_MS}
          placeholder={D.waitFor}
          hint={t('forms_hint_waitFor')}
        />
        <NumberField path="timeout" min={MIN_TIMEOUT_MS} placeholder={D.timeout} />
        <NumberField path="maxAge" min={0} placeholder={D.maxAge} hint={t('forms_hint_maxAge')} />
        <CheckField path="mobile" defaultValue={D.mobile} />
        <CheckField path="blockAds" defaultValue={D.blockAds} />
        <SelectField path="proxy" options={PROXY_MODES} serviceDefault={D.proxy} />
        <CheckField path="skipTlsVerification" defaultValue={D.skipTlsVerification} />
        <CheckField path="storeInCache" defaultValue={D.storeInCache} />
        <CheckField
          path="zeroDataRetention"
          defaultValue={D.zeroDataRetention}
          hint={t('forms_hint_zeroDataRetention')}
        />
      </fieldset>
      <HeadersEditor />
      <LocationFields />
      <Lazy state={useActionsEditor()}>{(m) => <m.ActionsEditor />}</Lazy>
      <ThreatProtectionFields />
    </div>
  );
}
