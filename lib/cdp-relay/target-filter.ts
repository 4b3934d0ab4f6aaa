// The protocol's TargetFilter (Target.setAutoAttach, Target.setDiscoverTargets): entries are tried
// in order and the first whose `type` matches (an entry without one matches any) decides, by its
// `exclude`; none matching leaves the target out. Without a filter, Chrome assumes everything but
// the browser and tab targets, so Playwright (no filter) is given the page at once and Puppeteer
// (`[{type:'page', exclude:true}, {}]`) the tab, whose own auto-attach then gives the page.

export type TargetFilter = { type?: string; exclude?: boolean }[];

const DEFAULT_FILTER: TargetFilter = [{ type: 'browser', exclude: true }, { type: 'tab', exclude: true }, {}];

/** Whether a target of this type passes the filter (an empty one, or one that is not a list, counts as absent). */
export function filterIncludes(filter: unknown, type: string): boolean {
  const entries = Array.isArray(filter) && filter.length > 0 ? (filter as TargetFilter) : DEFAULT_FILTER;
  const match = entries.find(
    (entry) => typeof entry !== 'object' || entry === null || entry.type === undefined || entry.type === type,
  );
  return match !== undefined && !(typeof match === 'object' && match?.exclude === true);
}
