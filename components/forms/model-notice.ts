import type { ParseOptionsInput } from '@/lib/api/schemas/parse-options';
import type { ScrapeOptionsDraft } from '@/lib/api/scrape-validation';

// The formats a language model answers: JSON extraction, json-mode change tracking (which compares
// extracted JSON) and the summary. The local engine needs a model chosen in Settings for them.
export const scrapeNeedsModel = (draft: ScrapeOptionsDraft): boolean =>
  Boolean(draft.formats?.includes('json')) ||
  Boolean(draft.formats?.includes('summary')) ||
  Boolean(draft.formats?.includes('changeTracking') && draft.changeTrackingOptions?.modes?.includes('json'));

export const parseNeedsModel = (draft: ParseOptionsInput): boolean =>
  Boolean(
    draft.formats?.some((f) => f === 'summary' || (typeof f === 'object' && ['json', 'summary'].includes(f.type))),
  );
