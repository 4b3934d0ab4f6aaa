import type { ServerContext } from '../state';
import { fetchPage } from '../scrape/fetch-page';

// A site's robots.txt, read as crawlers do: the group naming our user agent (else `*`), its
// Allow/Disallow prefixes (`*` any characters, `$` the end), the longest match winning and Allow
// winning a tie; `Sitemap:` lines wherever they are. No file (or an error page) allows everything.
export interface Robots {
  allows(url: string): boolean;
  sitemaps: string[];
}

interface Rule {
  allow: boolean;
  pattern: RegExp;
  length: number;
}

export async function readRobots(ctx: ServerContext, site: URL, userAgent = '*'): Promise<Robots> {
  const page = await fetchPage(new URL('/robots.txt', site).href, {
    timeoutMs: 10_000,
    fixtureOrigin: ctx.options.fixtureOrigin,
  });
  const text = page.ok && page.status < 400 ? page.bytes.toString('utf8') : '';
  return parseRobots(text, userAgent, site);
}

export function parseRobots(text: string, userAgent: string, site: URL): Robots {
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  const sitemaps: string[] = [];
  let current: { agents: string[]; rules: Rule[] } | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    const [, field = '', value = ''] = m;
    const key = field.toLowerCase();
    if (key === 'sitemap') {
      if (value) sitemaps.push(new URL(value, site).href);
    } else if (key === 'user-agent') {
      if (!current || current.rules.length > 0) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
    } else if ((key === 'allow' || key === 'disallow') && current && value) {
      current.rules.push({ allow: key === 'allow', pattern: robotsPattern(value), length: value.length });
    }
  }
  const ua = userAgent.toLowerCase();
  const group =
    groups.find((g) => g.agents.some((a) => a !== '*' && ua.includes(a))) ?? groups.find((g) => g.agents.includes('*'));
  return {
    sitemaps,
    allows(url: string) {
      const u = new URL(url);
      const path = u.pathname + u.search;
      const hits = (group?.rules ?? []).filter((r) => r.pattern.test(path));
      const best = hits.sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow))[0];
      return best?.allow ?? true;
    },
  };
}

function robotsPattern(value: string): RegExp {
  const anchored = value.endsWith('$');
  const body = (anchored ? value.slice(0, -1) : value)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}
