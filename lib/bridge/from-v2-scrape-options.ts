import type { ScrapeFormat } from '@/lib/api/schemas/scrape-options';
import type { ScrapeDefaults } from '@/lib/settings/settings-schema';
import type { V2FormatInput, V2ScrapeOptionsStrict } from '@/lib/bridge/v2-scrape-request';

/** v2 options as the extension keeps scrape options (v1-shaped), and what of them only the service can do. */
export interface LocalScrapeOptions {
  options: ScrapeDefaults;
  /** Option names the local engine cannot honour (`formats: summary`, `onlyCleanContent`): forwarded or refused. */
  needsService: string[];
}

type ScrapeDraft = ScrapeDefaults & { formats?: ScrapeFormat[] };

/**
 * The inverse of lib/crawl/v2-scrape-options.ts `toV2ScrapeOptions`: a v2 request's options as the
 * v1-shaped ScrapeRequest the jobs run. Every format becomes its v1 name (json and change tracking
 * take their options back to `jsonOptions` and `changeTrackingOptions`, a full-page screenshot is
 * `screenshot@fullPage`; a screenshot's quality and viewport have no v1 place, the tab is captured as
 * it is), and `parsers` becomes `parsePDF`. The page's own facts (images, product, menu, branding) keep
 * their names: the local engine makes them. What v1 cannot say needs the service: the formats a model
 * or the service's browser makes (summary, question, audio…), `minAge` and `lockdown`
 * (the service's cache), `onlyCleanContent` and `redactPII` (a model), `profile` (its browser state).
 * `auditMetadata` (the service's audit log) has nothing to record in the browser and is dropped.
 */
export function fromV2ScrapeOptions(v2: V2ScrapeOptionsStrict & { zeroDataRetention?: boolean }): LocalScrapeOptions {
  const {
    formats,
    parsers,
    minAge,
    onlyCleanContent,
    lockdown,
    redactPII,
    profile,
    auditMetadata: _audit,
    ...sameAsV1
  } = v2;
  const options: ScrapeDraft = { ...sameAsV1 };
  const needsService: string[] = [];
  if (formats) {
    options.formats = [];
    for (const format of formats) {
      const v1 = v1Format(format, options);
      if (v1) options.formats.push(v1);
      else needsService.push(`formats: ${typeof format === 'string' ? format : format.type}`);
    }
  }
  if (parsers !== undefined) options.parsePDF = parsers.length > 0;
  if (minAge !== undefined) needsService.push('minAge');
  if (onlyCleanContent) needsService.push('onlyCleanContent');
  if (lockdown) needsService.push('lockdown');
  if (redactPII) needsService.push('redactPII');
  if (profile) needsService.push('profile');
  return { options, needsService };
}

/** One v2 format as its v1 name, its options set on `options`; undefined when v1 has no such format. */
function v1Format(format: V2FormatInput, options: ScrapeDraft): ScrapeFormat | undefined {
  const object = typeof format === 'string' ? undefined : format;
  const type = typeof format === 'string' ? format : format.type;
  // The page's own facts (images… branding) keep their names too: the local engine makes them from the tab.
  switch (type) {
    case 'markdown':
    case 'html':
    case 'rawHtml':
    case 'links':
    case 'images':
    case 'product':
    case 'menu':
    case 'branding':
    case 'summary': // answered by the user's model (local-needs.ts), else forwarded or refused
      return type;
    case 'screenshot':
      return object && 'fullPage' in object && object.fullPage ? 'screenshot@fullPage' : 'screenshot';
    case 'json': {
      const json = object?.type === 'json' ? object : undefined;
      options.jsonOptions = {
        ...(json?.schema !== undefined && { schema: json.schema }),
        ...(json?.prompt !== undefined && { prompt: json.prompt }),
      };
      return 'json';
    }
    case 'changeTracking': {
      if (object?.type === 'changeTracking') {
        const { type: _type, ...changeTracking } = object;
        if (Object.keys(changeTracking).length > 0) options.changeTrackingOptions = changeTracking;
      }
      return 'changeTracking';
    }
    default:
      return undefined;
  }
}
