import { ApiError } from '@/lib/api/api-error';
import { hasSiteAccess, originsOf } from '@/lib/permissions/site-access';
import { unscriptableReason } from '@/lib/browser/tabs';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import type { Engine } from '@/lib/jobs/job-schema';
import { askUser } from '@/lib/bridge/consent/ask-queue';
import { BRIDGE_CODES } from '@/lib/bridge/error-answer';
import type { AskWhat } from '@/lib/bridge/consent/ask-schema';
import { cutText } from '@/lib/bridge/consent/cut-text';
import { siteOf, sitesOf } from '@/lib/permissions/site-of';
import { readSitePolicies } from '@/lib/permissions/site-policy-store';

/** Addresses an ask shows, and the length each is cut to: they come from a program. */
const SHOWN_ADDRESSES = 3;
const ADDRESS_CHARS = 300;

const forbidden = (message: string, code: string) => new ApiError({ kind: 'forbidden', code, message });

/** Those of the sites the extension may not read (host permission), each tested on its first address. */
async function withoutAccess(urls: readonly string[], sites: string[]): Promise<string[]> {
  const access = await Promise.all(sites.map((site) => hasSiteAccess(urls.find((url) => siteOf(url) === site)!)));
  return sites.filter((_, index) => !access[index]);
}

export interface ConsentRequest {
  /** The program's short name, shown in the ask and named in a refusal. */
  client: string;
  what: AskWhat;
  urls: readonly string[];
  engine?: Engine;
  /** Aborts when the request ends unanswered: the ask is dropped. */
  signal: AbortSignal;
}

/**
 * Resolves once a program may read every address; else throws a 403 naming the sites. Browser
 * pages, extension pages and local files are refused before anything else, never asked about; a
 * blocked site refuses the whole request; the sites not yet allowed (or allowed, but the browser
 * lets the extension read them no more) make one ask, whose "Block" refuses it too.
 */
export async function requireConsent({ client, what, urls, engine = 'local', signal }: ConsentRequest): Promise<void> {
  const never = urls.find((url) => unscriptableReason(url, engine) !== undefined);
  if (never !== undefined)
    throw forbidden(t('bridge_pageNeverServed', cutText(never, ADDRESS_CHARS)), BRIDGE_CODES.pageNeverServed);
  const sites = sitesOf(urls);
  const policies = await readSitePolicies();
  const blocked = sites.filter((site) => policies[site] === 'block');
  if (blocked.length)
    throw forbidden(tPlural('bridge_siteBlocked', blocked.length, blocked.join(', ')), BRIDGE_CODES.siteBlocked);
  const allowed = sites.filter((site) => policies[site] === 'allow');
  const undecided = sites.filter((site) => policies[site] !== 'allow');
  // An allowed site the browser no longer lets the extension read (the user took the access back)
  // is asked about again: the answer's click grants it, which a program cannot.
  if (engine === 'local') undecided.push(...(await withoutAccess(urls, allowed)));
  if (!undecided.length) return;
  const onThem = urls.filter((url) => undecided.includes(siteOf(url)!));
  const answer = await askUser(
    {
      client,
      what,
      sites: undecided,
      addresses: onThem.slice(0, SHOWN_ADDRESSES).map((url) => cutText(url, ADDRESS_CHARS)),
      count: onThem.length,
      origins: originsOf(onThem),
    },
    signal,
  );
  if (answer === 'block')
    throw forbidden(t('bridge_siteRefused', client, undecided.join(', ')), BRIDGE_CODES.siteRefused);
}
