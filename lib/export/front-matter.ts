import { firstMetadataText, pageTitle } from '@/lib/api/page-metadata';
import type { ParseData } from '@/lib/api/schemas/parse-response';

export interface PageSummary {
  url: string;
  title?: string;
  description?: string;
  author?: string;
  published?: string;
  scrapedAt: string;
}

/** What the export says about a page, from the result's metadata (the names pages and the service use). */
export function pageSummary(result: ParseData | undefined, url: string, scrapedAt: number): PageSummary {
  const pick = (...keys: string[]) => firstMetadataText(result?.metadata, keys);
  return {
    url: pick('sourceURL', 'url') ?? url,
    title: pageTitle(result?.metadata),
    description: pick('description', 'ogDescription', 'og:description'),
    author: pick('author', 'article:author', 'dc.creator', 'citation_author', 'twitter:creator'),
    published: pick(
      'publishedTime',
      'article:published_time',
      'datePublished',
      'dc.date',
      'date',
      'citation_publication_date',
    ),
    scrapedAt: new Date(scrapedAt).toISOString(),
  };
}

/** A YAML string: double-quoted with JSON's escapes, which YAML reads the same way. */
const yamlString = (value: string) => JSON.stringify(value);

/** YAML front matter (`---` … `---`) with the facts a page has; absent ones are left out. */
export function frontMatter(facts: PageSummary): string {
  const lines = (
    [
      ['url', facts.url],
      ['title', facts.title],
      ['description', facts.description],
      ['author', facts.author],
      ['published', facts.published],
      ['scraped_at', facts.scrapedAt],
    ] as const
  )
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${yamlString(value!)}`);
  return `---\n${lines.join('\n')}\n---\n\n`;
}
