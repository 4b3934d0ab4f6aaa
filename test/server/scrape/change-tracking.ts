import type { ServerContext } from '../state';
import { unifiedDiff } from './diff';
import { extractJson, type PageFacts } from './json-extract';

// Change tracking remembers the last scrape per team + url + tag: the first is "new", the
// same markdown again is "same", anything else "changed" (with a diff / json per mode).
export interface TrackingOptions {
  modes?: ('git-diff' | 'json')[];
  schema?: Record<string, unknown>;
  tag?: string | null;
}

export function trackChange(
  ctx: ServerContext,
  teamId: string,
  url: string,
  markdown: string,
  facts: PageFacts,
  opts: TrackingOptions = {},
): Record<string, unknown> {
  const key = JSON.stringify([teamId, url, opts.tag ?? null]);
  const previous = ctx.state.tracking.get(key);
  const modes = opts.modes ?? [];
  const changeStatus = !previous ? 'new' : previous.markdown === markdown ? 'same' : 'changed';
  const result: Record<string, unknown> = {
    previousScrapeAt: previous?.at ?? null,
    changeStatus,
    visibility: 'visible',
  };
  if (modes.includes('git-diff')) {
    result.diff = previous && changeStatus === 'changed' ? unifiedDiff(previous.markdown, markdown, url) : null;
  }
  let json: Record<string, unknown> | undefined;
  if (modes.includes('json')) {
    json = extractJson(facts, opts.schema, !opts.schema);
    const compared: Record<string, unknown> = {};
    for (const [k, current] of Object.entries(json)) compared[k] = { previous: previous?.json?.[k] ?? null, current };
    result.json = compared;
  }
  ctx.state.tracking.set(key, { at: new Date().toISOString(), markdown, json });
  return result;
}
