import type { ParseOptionsInput } from '@/lib/api/schemas/parse-options';
import type { ScrapeOptionsDraft } from '../../lib/api/scrape-validation';

// The local engine has no language model: JSON extraction (and json-mode change tracking,
// which compares extracted JSON) needs the remote engine.
export const scrapeNeedsModel = (draft: ScrapeOptionsDraft): boolean =>
  Boolean(draft.formats?.includes('json')) ||
  Boolean(draft.formats?.includes('changeTracking') && draft.changeTrackingOptions?.modes?.includes('json'));

export const parseNeedsModel = (draft: ParseOptionsInput): boolean =>
  Boolean(draft.formats?.some((f) => typeof f === 'object' && f.type === 'json'));
