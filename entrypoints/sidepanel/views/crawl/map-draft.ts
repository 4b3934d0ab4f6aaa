import type { z } from 'zod';
import type { Checked } from '@/lib/api/checked';
import { fieldErrors } from '@/lib/api/field-errors';
import { mapOptionsSchema, type MapOptions } from '@/lib/crawl/map-schema';
import type { Engine } from '@/lib/jobs/job-schema';
import { plainIssue } from '@/lib/api/plain-issue';

/** What the map form edits: the v2 map's options by their names, only those the user set. */
export type MapDraft = Partial<z.input<typeof mapOptionsSchema>>;

/** The draft checked with the map's schema; "one level deeper" is this browser's alone. */
export function checkMap(draft: MapDraft, engine: Engine): Checked<MapOptions> {
  const { deeper, ...common } = draft;
  const parsed = mapOptionsSchema.safeParse(engine === 'local' && deeper ? { ...common, deeper } : common, {
    error: plainIssue,
  });
  return parsed.success ? { value: parsed.data, errors: [] } : { errors: fieldErrors(parsed.error) };
}
