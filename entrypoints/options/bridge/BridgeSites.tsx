import { useEffect, useState } from 'preact/hooks';
import { requestSiteForPrograms } from '@/lib/permissions/bridge-access';
import { Button } from '@/components/ui/index';
import { errorText } from '@/lib/api/error-text';
import { sitePolicySchema, type SitePolicies, type SitePolicy } from '@/lib/permissions/site-policy-schema';
import {
  readSitePolicies,
  removeSitePolicy,
  setSitePolicy,
  watchSitePolicies,
} from '@/lib/permissions/site-policy-store';
import { t } from '@/lib/i18n/t';

/**
 * The sites the user has decided on for programs (allow or block), each changeable or removable
 * (asked about again). Allowing asks the browser for the site in the same change, as the side
 * panel's answer does: the extension must be able to read what programs may.
 */
export function BridgeSites() {
  const [policies, setPolicies] = useState<SitePolicies>({});
  const [problem, setProblem] = useState('');
  useEffect(() => {
    const stop = watchSitePolicies(setPolicies);
    void readSitePolicies().then(setPolicies, () => undefined);
    return stop;
  }, []);

  const choose = (site: string, policy: SitePolicy) => {
    setProblem('');
    // First, before any await: the browser's prompt needs the user's gesture.
    const access = policy === 'allow' ? requestSiteForPrograms(site) : Promise.resolve(true);
    void access
      .then(async (granted) => {
        await setSitePolicy([site], policy);
        if (!granted) setProblem(t('options_bridgeSiteNoAccess', site));
      })
      .catch((error: unknown) => setProblem(errorText(error)));
  };
  const remove = (site: string) => void removeSitePolicy(site).catch((error: unknown) => setProblem(errorText(error)));

  const sites = Object.keys(policies).sort();
  return (
    <div class="field bridge-sites">
      <h3 id="bridge-sites-heading">{t('options_bridgeSites')}</h3>
      <p class="hint">{t('options_bridgeSitesHint')}</p>
      {sites.length ? (
        <ul class="bridge-site-list" aria-labelledby="bridge-sites-heading">
          {sites.map((site) => (
            <li key={site} class="row">
              <span class="bridge-site">{site}</span>
              <select
                aria-label={t('options_bridgeSitePolicy', site)}
                value={policies[site]}
                onChange={(e) => {
                  const chosen = sitePolicySchema.safeParse(e.currentTarget.value);
                  if (chosen.success) choose(site, chosen.data);
                }}
              >
                <option value="allow">{t('options_bridgeSiteAllow')}</option>
                <option value="block">{t('options_bridgeSiteBlock')}</option>
              </select>
              <Button
                variant="quiet"
                aria-label={t('options_bridgeSiteRemoveLabel', site)}
                onClick={() => remove(site)}
              >
                {t('options_bridgeSiteRemove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">{t('options_bridgeSitesNone')}</p>
      )}
      {problem && (
        <p class="field-error" role="status">
          {problem}
        </p>
      )}
    </div>
  );
}
