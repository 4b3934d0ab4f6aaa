import { z } from 'zod';
import {
  checkSearchDomains,
  SEARCH_LIMIT,
  searchRequestSchema,
  searchSourceSchema,
  typeOf,
  v1SearchRequestSchema,
} from '@/lib/api/schemas/search';
import type { SearchSpec } from '@/lib/api/schemas/search-spec';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
import type { ScrapeDefaults } from '@/lib/settings/settings-schema';
import { checkBody, withoutAnalytics, type Checked } from '@/lib/bridge/check-body';
import { fromV2ScrapeOptions } from '@/lib/bridge/from-v2-scrape-options';
import { scrapeNeeds } from '@/lib/bridge/local-needs';
import { v2ScrapeOptionsShape } from '@/lib/bridge/v2-scrape-request';

// A search body checked as the service checks it, as a search in the user's browser takes it. The
// provider's MCP server, given a key, adds its discovery sources (`alexandria`, `exchange`) and
// `domainTools`, which only the service has: they are named so the route can answer as the service
// does to a team without them (docs/search.md). What a search here does not apply is named for
// the answer's warning; the engine's own settings decide it.

const DISCOVERY = ['alexandria', 'exchange'] as const;

const { sources: _sources, scrapeOptions: _scrape, ...v2Fields } = searchRequestSchema.shape;

/** POST /v2/search body: the v2 document's, and what the service's current schema and its clients add. */
export const v2BridgeSearchSchema = z
  .strictObject({
    ...v2Fields,
    sources: z
      .array(z.union([searchSourceSchema, z.enum(DISCOVERY), z.strictObject({ type: z.enum(DISCOVERY) })]))
      .optional(),
    scrapeOptions: z.strictObject(v2ScrapeOptionsShape).optional(),
    domainTools: z.boolean().optional(),
    toolDetail: z.enum(['compact', 'summary', 'full']).optional(),
    lang: z.string().optional(),
    filter: z.string().optional(),
  })
  .superRefine(checkSearchDomains);

export interface LocalSearch {
  /** The search without reading its results (they are read once their sites are allowed). */
  spec: SearchSpec;
  /** Whether the results are to be read, and with what. */
  scrape: boolean;
  options: ScrapeDefaults;
  /** Options of the request that the search's own options do not carry, named for the warning. */
  notApplied: string[];
  /** The request asks for the service's discovery (its tools catalogue). */
  discovery: boolean;
  /** What of the scrape options only the service can do. */
  needsService: string[];
}

const named = (entries: [string, boolean][]) => entries.filter(([, set]) => set).map(([name]) => name);

function fromV2(body: z.infer<typeof v2BridgeSearchSchema>): LocalSearch {
  const {
    sources,
    scrapeOptions,
    domainTools,
    toolDetail: _detail,
    lang,
    filter,
    highlights,
    enterprise,
    threatProtection,
    ...rest
  } = body;
  const isDiscovery = (type: string) => (DISCOVERY as readonly string[]).includes(type);
  const kept = sources?.filter((s) => !isDiscovery(typeOf(s))) as SearchSpec['sources'];
  const local = scrapeOptions ? fromV2ScrapeOptions(scrapeOptions) : { options: {}, needsService: [] };
  const formats = local.options.formats ?? [];
  return {
    spec: { ...rest, ...(kept?.length && { sources: kept }) },
    scrape: formats.length > 0,
    options: local.options,
    discovery: Boolean(domainTools) || Boolean(sources?.some((s) => isDiscovery(typeOf(s)))),
    needsService: [...local.needsService, ...scrapeNeeds(local.options)],
    notApplied: named([
      ['lang', lang !== undefined && lang.toLowerCase() !== 'en'],
      ['filter', Boolean(filter)],
      ['highlights', highlights === true],
      ['enterprise', Boolean(enterprise?.length)],
      ['threatProtection', threatProtection !== undefined],
    ]),
  };
}

function fromV1(body: z.infer<typeof v1SearchRequestSchema>): LocalSearch {
  const { scrapeOptions, lang, filter, threatProtection, limit, ...rest } = body;
  // v1 names JSON extraction `extract` as well as `json`.
  const formats = [...new Set((scrapeOptions?.formats ?? []).map((f) => (f === 'extract' ? 'json' : f)))];
  const options: ScrapeDefaults = { ...scrapeOptions, formats };
  return {
    spec: { ...rest, limit: limit ?? SEARCH_LIMIT.v1Default },
    scrape: formats.length > 0,
    options,
    discovery: false,
    needsService: scrapeNeeds(options),
    notApplied: named([
      ['lang', lang !== undefined && lang.toLowerCase() !== 'en'],
      ['filter', Boolean(filter)],
      ['threatProtection', threatProtection !== undefined],
    ]),
  };
}

/** A POST /v1/search or /v2/search body checked as the service checks it, as a search here takes it. */
export function localSearchRequest(body: unknown, version: 'v1' | 'v2'): Checked<LocalSearch> {
  const checked =
    version === 'v1'
      ? checkBody(v1SearchRequestSchema, withoutAnalytics(body), 'v1')
      : checkBody(v2BridgeSearchSchema, withoutAnalytics(body), 'v2');
  if (!checked.ok) return checked;
  const search =
    version === 'v1'
      ? fromV1(checked.value as z.infer<typeof v1SearchRequestSchema>)
      : fromV2(checked.value as z.infer<typeof v2BridgeSearchSchema>);
  // The scrape options hold together as a scrape's do (json with its options, …).
  if (search.scrape) {
    const scrape = checkBody(scrapeRequestSchema, { ...search.options, url: 'https://example.com/' }, version);
    if (!scrape.ok) return scrape;
  }
  return { ok: true, value: search };
}
