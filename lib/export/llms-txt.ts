import { firstMetadataText } from '@/lib/api/page-metadata';
import { siteHost } from '@/lib/permissions/site-of';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import { pageSummary } from '@/lib/export/front-matter';
import { oneDocument } from '@/lib/export/one-document';
import type { ExportPage } from '@/lib/export/pages-zip';
import { t } from '@/lib/i18n/t';

/** What an llms.txt says of the site: its name, a one-line summary, and its address. */
export interface SiteFacts {
  title: string;
  summary?: string;
  url: string;
}

/** The site's facts from its start page: og:site_name, else the page's title, else the host; its description. */
export function siteFacts(startPage: ParseData | undefined, url: string): SiteFacts {
  const facts = pageSummary(startPage, url, 0);
  const name = firstMetadataText(startPage?.metadata, ['ogSiteName', 'og:site_name']);
  return { title: oneLine(name ?? facts.title ?? hostOf(facts.url)), summary: facts.description, url: facts.url };
}

/**
 * The llms.txt convention (llmstxt.org): the site's name as the one H1, its summary as a
 * blockquote, then an H2 section per part of the site with a `- [title](url): description` line
 * per page. Pages without a result are left out. Only the output's lines are kept while the pages
 * are read, one at a time.
 */
export async function llmsTxt(pages: AsyncIterable<ExportPage>, site: SiteFacts): Promise<Blob> {
  const sections = new Map<string, { title: string; lines: { at: number; line: string; own: boolean }[] }>();
  const base = new URL(site.url);
  let at = 0;
  for await (const page of pages) {
    if (!page.result) continue;
    const facts = pageSummary(page.result, page.url, 0);
    const description = facts.description && oneLine(facts.description);
    const line = `- [${linkText(facts.title ?? page.title ?? facts.url)}](${linkAddress(facts.url)})${description ? `: ${description}` : ''}`;
    const place = sectionOf(facts.url, base);
    const section = sections.get(place.key) ?? { title: place.title, lines: [] };
    section.lines.push({ at: at++, line, own: place.own });
    sections.set(place.key, section);
  }
  const root = { title: t('llms_sectionPages'), lines: sections.get('')?.lines ?? [] };
  sections.delete('');
  // A section of one page that is the section's own page (`/about`) is a page of the site, not a part.
  for (const [key, section] of sections) {
    if (section.lines.length === 1 && section.lines[0]!.own) {
      root.lines.push(section.lines[0]!);
      sections.delete(key);
    }
  }
  root.lines.sort((a, b) => a.at - b.at);
  const parts = [head(site)];
  for (const section of [root, ...sections.values()]) {
    if (section.lines.length) parts.push(`## ${section.title}\n\n${section.lines.map((l) => l.line).join('\n')}\n\n`);
  }
  return new Blob([parts.join('').trimEnd() + '\n'], { type: 'text/markdown;charset=utf-8' });
}

/** llms-full.txt: the same head, then every page's markdown under its title and address (as one document). */
export const llmsFullTxt = (pages: AsyncIterable<ExportPage>, site: SiteFacts): Promise<Blob> =>
  oneDocument(pages, head(site));

const head = (site: SiteFacts) => `# ${oneLine(site.title)}\n\n${site.summary ? `> ${oneLine(site.summary)}\n\n` : ''}`;

/**
 * A page's section: the first segment of its path below the site's address (`/docs/guides/a`
 * under `/docs` is in "Guides"), '' (the root section) for the site's own page; another host's
 * pages are grouped under the host. `own` says the page is the segment itself.
 */
function sectionOf(url: string, base: URL): { key: string; title: string; own: boolean } {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return { key: '', title: '', own: false };
  }
  if (siteHost(address.host) !== siteHost(base.host))
    return { key: `//${address.host}`, title: address.host, own: false };
  const basePath = base.pathname.replace(/\/+$/, '');
  const path =
    address.pathname === basePath || address.pathname.startsWith(`${basePath}/`)
      ? address.pathname.slice(basePath.length)
      : address.pathname;
  const segments = path.split('/').filter(Boolean);
  if (!segments.length) return { key: '', title: '', own: false };
  return { key: segments[0]!, title: words(segments[0]!), own: segments.length === 1 };
}

/** A path segment in words: `getting-started` → "Getting started". */
function words(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // Kept as written.
  }
  const spaced = text.replace(/[-_+\s]+/g, ' ').trim() || text;
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** A link's text, with the characters that would end it escaped. */
const linkText = (text: string) => oneLine(text).replace(/[\\[\]]/g, '\\$&');

/** A link's address, with what would end it (spaces, parentheses, angle brackets) escaped. */
const linkAddress = (url: string) =>
  url.replace(/[\s()<>]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
