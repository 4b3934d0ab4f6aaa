import { ApiError } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';
import { unscriptableReason } from '@/lib/browser/tabs';
import { actPolicies } from '@/lib/permissions/act-policy-store';
import { hasSiteAccess, originsOf } from '@/lib/permissions/site-access';
import { siteOf } from '@/lib/permissions/site-of';
import { getSettings } from '@/lib/settings/settings-store';
import type { ActGate, ActKind, Sensitive } from '@/lib/interact';
import { cut, ACTIVITY_LIMITS } from '@/lib/bridge/activity/activity-entry';
import { keepActivity } from '@/lib/bridge/activity/keep-activity';
import { askUser } from '@/lib/bridge/consent/ask-queue';
import { cutText } from '@/lib/bridge/consent/cut-text';

/** What an ask to act shows: the commands, code or prompt the program sent, and the kinds of action in it. */
export interface ActShown {
  detail: string;
  acts: (ActKind | 'prompt')[];
}

/** The code of each refusal a program can act on. */
export const ACT_CODES = {
  /** Acting is off in Settings → Bridge. */
  off: 'ACTING_NOT_ALLOWED',
  /** The user blocked the site for acting, or answered Block. */
  refused: 'ACTING_REFUSED',
} as const;

/** What an ask shows of a program's code or prompt. */
const DETAIL_CHARS = 1500;
const ADDRESS_CHARS = 300;

const refused = (message: string) => new ApiError({ kind: 'forbidden', code: ACT_CODES.refused, message });

/** Acting is off until the user turns it on in Settings → Bridge: refused with words saying where. */
export async function requireActing(): Promise<void> {
  if (!(await getSettings()).bridgeActing)
    throw new ApiError({ kind: 'forbidden', code: ACT_CODES.off, message: t('bridge_actingOff') });
}

/**
 * The user's consent to act, for one request of a program: each site asked for apart from reading
 * it (allow once: this request; always; block), in the side panel, showing what the program sent.
 * A browser page, an extension's page or a file is never acted on. "Allow" asks the browser for
 * the site in the same click, so the extension can reach it. A password, a file chooser and a
 * download each ask on their own. Every command goes to the activity log.
 */
export function actGate(request: { client: string; signal: AbortSignal; path: string; shown: ActShown }): ActGate {
  const allowedOnce = new Set<string>();
  const { client, signal, path, shown } = request;
  return {
    async site(url) {
      const never = unscriptableReason(url, 'local');
      if (never !== undefined) throw refused(t('bridge_pageNeverServed', cutText(url, ADDRESS_CHARS)));
      const site = siteOf(url)!;
      const policy = (await actPolicies.read())[site];
      if (policy === 'block') throw refused(t('bridge_actBlocked', site));
      if ((policy === 'allow' || allowedOnce.has(site)) && (await hasSiteAccess(url))) return;
      const answer = await askUser(
        {
          client,
          what: 'act',
          sites: [site],
          addresses: [cutText(url, ADDRESS_CHARS)],
          count: 1,
          origins: originsOf([url]),
          detail: cutText(shown.detail, DETAIL_CHARS),
          acts: shown.acts,
        },
        signal,
      );
      if (answer === 'block') throw refused(t('bridge_actRefused', client, site));
      allowedOnce.add(site);
    },
    async sensitive(what: Sensitive, url, command) {
      const site = siteOf(url) ?? url;
      const answer = await askUser(
        {
          client,
          what,
          sites: [site],
          addresses: [cutText(url, ADDRESS_CHARS)],
          count: 1,
          origins: [],
          detail: cutText(command, DETAIL_CHARS),
        },
        signal,
      );
      return answer !== 'block';
    },
    log(command) {
      const entry = {
        time: Date.now() - command.durationMs,
        client: cut(client, ACTIVITY_LIMITS.client),
        method: 'RUN',
        path: cut(path, ACTIVITY_LIMITS.path),
        urls: command.url ? [cut(command.url, ACTIVITY_LIMITS.url)] : [],
        urlCount: command.url ? 1 : 0,
        status: command.ok ? 200 : 400,
        ok: command.ok,
        ...(command.error !== undefined && { error: cut(command.error, ACTIVITY_LIMITS.error) }),
        durationMs: command.durationMs,
        command: cut(command.command, ACTIVITY_LIMITS.command),
      };
      void keepActivity(entry).catch((error: unknown) =>
        console.warn('The bridge activity log could not be written', error),
      );
    },
  };
}
