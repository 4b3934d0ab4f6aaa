import type { ScrapeFormat } from '@/lib/api/schemas/scrape-options';
import type { V2Format, V2ScrapeOptions } from '@/lib/api/schemas/scrape-options-v2';
import type { ScrapeDefaults } from '@/lib/settings/settings-schema';

/**
 * Our scrape options (v1-shaped, as settings and forms keep them) as a v2 crawl's `scrapeOptions`.
 * Only what the user set goes across; v2's own defaults apply to the rest. What v2 changed:
 * - every format is a `{type}` object, the one spelling both the v2 document and the service take;
 *   json and change tracking carry their options (`jsonOptions`, `changeTrackingOptions` go), and
 *   screenshots become `{type:'screenshot', fullPage}`;
 * - `parsePDF` becomes `parsers` (`[{type:'pdf'}]`, or `[]` to get the file itself);
 * - v2 has no `systemPrompt`: it leads the json prompt, so the instruction still reaches the model;
 *   `checkPromptInjection` has no v2 place and is dropped;
 * - `zeroDataRetention` belongs to the crawl, not to its pages: the caller sets it there.
 */
export function toV2ScrapeOptions(options: ScrapeDefaults): V2ScrapeOptions {
  const {
    formats,
    jsonOptions,
    changeTrackingOptions,
    parsePDF,
    zeroDataRetention: _crawlLevel,
    ...unchanged
  } = options;
  const v2: V2ScrapeOptions = { ...unchanged };
  if (formats) v2.formats = formats.map((format) => v2Format(format, jsonOptions, changeTrackingOptions));
  if (parsePDF !== undefined) v2.parsers = parsePDF ? [{ type: 'pdf' }] : [];
  return v2;
}

function v2Format(
  format: ScrapeFormat,
  json: ScrapeDefaults['jsonOptions'],
  changeTracking: ScrapeDefaults['changeTrackingOptions'],
): V2Format {
  switch (format) {
    case 'screenshot':
      return { type: 'screenshot' };
    case 'screenshot@fullPage':
      return { type: 'screenshot', fullPage: true };
    case 'json': {
      const prompt = [json?.systemPrompt, json?.prompt].filter(Boolean).join('\n\n');
      return { type: 'json', ...(json?.schema && { schema: json.schema }), ...(prompt && { prompt }) };
    }
    case 'changeTracking':
      return { type: 'changeTracking', ...changeTracking };
    default:
      return { type: format };
  }
}
