import { MESSAGES } from '../messages';
import type { Team } from '../teams';
import type { ScrapeRequest } from './schema';

// Team-level permissions checked after validation, as the real server does: Threat
// Protection overrides, zero data retention, and the request's own blacklist.
export function policyRefusal(
  team: Team,
  req: ScrapeRequest,
): { status: number; body: Record<string, unknown> } | undefined {
  const refuse = (error: string, code?: string) => ({
    status: 403,
    body: { success: false, ...(code ? { code } : {}), error },
  });
  if (req.zeroDataRetention && !team.zeroDataRetention) return refuse(MESSAGES.zdrNotEnabled);
  const tp = req.threatProtection;
  if (!tp) return undefined;
  const policy = team.threatProtection;
  if (!policy.enabled) return refuse(MESSAGES.threatNotEnabled);
  if (!policy.overridesAllowed) return refuse(MESSAGES.threatOverridesDisabled);
  if (policy.enforced && tp.mode === 'off') return refuse(MESSAGES.threatEnforced);
  const host = hostOf(req.url);
  if (
    host &&
    tp.mode !== 'off' &&
    !matchesAny(host, tp.whitelist) &&
    (matchesAny(host, tp.blacklist) || tldBlocked(host, tp.blockedTlds))
  ) {
    return refuse(MESSAGES.siteBlocked, 'unsafe_domain_blocked');
  }
  return undefined;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

// Plain domains match themselves and their subdomains; "*.example.com" only subdomains.
function matchesAny(host: string, patterns: string[] = []): boolean {
  return patterns.some((raw) => {
    const p = raw.toLowerCase();
    if (p.startsWith('*.')) return host.endsWith(p.slice(1));
    return host === p || host.endsWith(`.${p}`);
  });
}

function tldBlocked(host: string, tlds: string[] = []): boolean {
  return tlds.some((t) => host.endsWith(`.${t.toLowerCase()}`));
}
