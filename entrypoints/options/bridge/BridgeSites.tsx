import { useEffect, useState } from 'preact/hooks';
import { requestSiteForPrograms } from '@/lib/permissions/bridge-access';
import { Button } from '@/components/ui/index';
import { errorText } from '@/lib/api/error-text';
import { sitePolicySchema, type SitePolicies, type SitePolicy } from '@/lib/permissions/site-policy-schema';
import { actPolicies } from '@/lib/permissions/act-policy-store';
import {
  readSitePolicies,
  removeSitePolicy,
  setSitePolicy,
  watchSitePolicies,
  type PolicyStore,
} from '@/lib/permissions/site-policy-store';
import { t, type MessageKey } from '@/lib/i18n/t';

const readStore: PolicyStore = {
  read: readSitePolicies,
  set: setSitePolicy,
  remove: removeSitePolicy,
  watch: watchSitePolicies,
};

/** The two lists: sites programs may read, and (apart) sites they may act on. */
const KINDS = {
  read: {
    store: readStore,
    heading: 'options_bridgeSites',
    hint: 'options_bridgeSitesHint',
    none: 'options_bridgeSitesNone',
    label: 'options_bridgeSitePolicy',
  },
  act: {
    store: actPolicies,
    heading: 'options_bridgeActSites',
    hint: 'options_bridgeActSitesHint',
    none: 'options_bridgeActSitesNone',
    label: 'options_bridgeActSitePolicy',
  },
} satisfies Record<string, { store: PolicyStore } & Record<'heading' | 'hint' | 'none' | 'label', MessageKey>>;

/**
 * The sites the user has decided on for programs (allow or block), each changeable or removable
 * (asked about again): to read them, or to act on them (a list of its own: consent to act is not
 * consent to read). Allowing asks the browser for the site in the same change, as the side
 * panel's answer does: the extension must be able to reach what programs may.
 */
export function BridgeSites({ kind = 'read' }: { kind?: keyof typeof KINDS }) {
  const words = KINDS[kind];
  const { store } = words;
  const [policies, setPolicies] = useState<SitePolicies>({});
  const [problem, setProblem] = useState('');
  useEffect(() => {
    const stop = store.watch(setPolicies);
    void store.read().then(setPolicies, () => undefined);
    return stop;
  }, [store]);

  const choose = (site: string, policy: SitePolicy) => {
    setProblem('');
    // First, before any await: the browser's prompt needs the user's gesture.
    const access = policy === 'allow' ? requestSiteForPrograms(site) : Promise.resolve(true);
    void access
      .then(async (granted) => {
        await store.set([site], policy);
        if (!granted) setProblem(t('options_bridgeSiteNoAccess', site));
      })
      .catch((error: unknown) => setProblem(errorText(error)));
  };
  const remove = (site: string) => void store.remove(site).catch((error: unknown) => setProblem(errorText(error)));

  const sites = Object.keys(policies).sort();
  return (
    <div class="field bridge-sites" data-sites={kind}>
      <h3 id={`bridge-${kind}-sites-heading`}>{t(words.heading)}</h3>
      <p class="hint">{t(words.hint)}</p>
      {sites.length ? (
        <ul class="bridge-site-list" aria-labelledby={`bridge-${kind}-sites-heading`}>
          {sites.map((site) => (
            <li key={site} class="row">
              <span class="bridge-site">{site}</span>
              <select
                aria-label={t(words.label, site)}
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
        <p class="hint">{t(words.none)}</p>
      )}
      {problem && (
        <p class="field-error" role="status">
          {problem}
        </p>
      )}
    </div>
  );
}
