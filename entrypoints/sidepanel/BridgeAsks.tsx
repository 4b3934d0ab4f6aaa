import { useState } from 'preact/hooks';
import { requestOrigins } from '@/lib/permissions/bridge-access';
import { Banner, Button } from '@/components/ui/index';
import { errorText } from '@/lib/api/error-text';
import { READ_ASKS, STEP_ASKS, type AskAnswer, type PendingAsk } from '@/lib/bridge/consent/ask-schema';
import { cutText } from '@/lib/bridge/consent/cut-text';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import { ask } from '@/lib/app/ask';
import { useBridgeAsks } from '@/entrypoints/sidepanel/use-bridge-asks';

/** A site's name on a button stays short; the sentence above names it whole. */
const SITE_CHARS = 60;
const SITES_CHARS = 300;

/**
 * What the program wants, as a sentence: to act (and how), one step of acting, the address to
 * read, or for a batch the sites and how many addresses.
 */
function wants(pending: PendingAsk): string {
  const site = pending.sites[0] ?? '';
  if (pending.what === 'act') {
    const acts = (pending.acts ?? []).map((act) => t(`bridgeAsk_act_${act}`)).join(', ');
    return t('bridgeAsk_wantsToAct', pending.client, site, acts || t('bridgeAsk_act_read'));
  }
  if (STEP_ASKS.has(pending.what)) return t(`bridgeAsk_step_${pending.what as 'password'}`, pending.client, site);
  const what = t(`bridgeAsk_what_${pending.what as 'scrape'}`);
  if (pending.what !== 'batch')
    return t('bridgeAsk_wantsOne', pending.client, pending.addresses[0] ?? pending.sites[0] ?? '', what);
  const sites = cutText(pending.sites.join(', '), SITES_CHARS);
  return tPlural('bridgeAsk_wantsMany', pending.count, pending.client, sites, what);
}

/**
 * A program's request for sites the user has not decided on, at the top of every view, oldest
 * first, one at a time. Everything in it comes from a program: shown as text only, cut short.
 * "Allow once" and "Always allow" ask the browser for the sites in the click, so one click both
 * consents and lets the extension read them.
 */
export function BridgeAsks() {
  const asks = useBridgeAsks();
  const [busy, setBusy] = useState<string>();
  const [problem, setProblem] = useState('');
  const pending = asks[0];
  if (!pending) return null;

  const answer = (choice: AskAnswer) => {
    setProblem('');
    setBusy(pending.id);
    // First, before any await: the browser's prompt needs the click's gesture.
    const access = choice === 'block' ? Promise.resolve(true) : requestOrigins(pending.origins);
    void access
      .then(() => ask('answerBridgeAsk', { id: pending.id, answer: choice }))
      .catch((error: unknown) => setProblem(t('bridgeAsk_notSent', errorText(error))))
      .finally(() => setBusy(undefined));
  };

  const one = pending.sites.length === 1 ? cutText(pending.sites[0]!, SITE_CHARS) : undefined;
  const disabled = busy === pending.id;
  const step = STEP_ASKS.has(pending.what);
  const title = READ_ASKS.has(pending.what)
    ? t('bridgeAsk_title')
    : step
      ? t(`bridgeAsk_stepTitle_${pending.what as 'password'}`)
      : t('bridgeAsk_actTitle');
  return (
    <div class="bridge-asks" data-ask={pending.what}>
      <Banner tone="warning" title={title}>
        <p class="bridge-ask-text">{wants(pending)}</p>
        {pending.what === 'act' && pending.addresses[0] && <p class="bridge-ask-address">{pending.addresses[0]}</p>}
        {pending.detail && <pre class="bridge-ask-detail">{pending.detail}</pre>}
        {pending.what === 'batch' && (
          <ul class="bridge-ask-addresses">
            {pending.addresses.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </ul>
        )}
        {step ? (
          <div class="banner-actions">
            <Button variant="primary" disabled={disabled} onClick={() => answer('once')}>
              {t('bridgeAsk_allowStep')}
            </Button>
            <Button variant="danger" disabled={disabled} onClick={() => answer('block')}>
              {t('bridgeAsk_refuseStep')}
            </Button>
          </div>
        ) : (
          <div class="banner-actions">
            <Button variant="primary" disabled={disabled} onClick={() => answer('once')}>
              {t('bridgeAsk_allowOnce')}
            </Button>
            <Button disabled={disabled} onClick={() => answer('always')}>
              {one ? t('bridgeAsk_alwaysAllow', one) : tPlural('bridgeAsk_alwaysAllowSites', pending.sites.length)}
            </Button>
            <Button variant="danger" disabled={disabled} onClick={() => answer('block')}>
              {one ? t('bridgeAsk_block', one) : tPlural('bridgeAsk_blockSites', pending.sites.length)}
            </Button>
          </div>
        )}
        {asks.length > 1 && <p class="bridge-ask-note">{tPlural('bridgeAsk_more', asks.length - 1)}</p>}
        {problem && <p class="bridge-ask-problem">{problem}</p>}
      </Banner>
    </div>
  );
}
