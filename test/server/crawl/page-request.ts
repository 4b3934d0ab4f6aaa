import type { ScrapeOptionsV2 } from './scrape-options-v2';

// A crawled page is read by the scrape pipeline (scrape/handler.ts), which speaks v1: the v2
// scrapeOptions are spelled the v1 way. Formats v1 does not have (summary, images, branding, ...)
// are left out, like options v1 does not know. `links` is always asked for, to find the next pages;
// `keepLinks` says whether the page's data shows them.
export function pageRequest(
  url: string,
  options: ScrapeOptionsV2 = {},
): { body: Record<string, unknown>; keepLinks: boolean } {
  const {
    formats,
    parsers,
    minAge: _minAge,
    onlyCleanContent: _clean,
    lockdown: _lockdown,
    profile: _profile,
    redactPII: _redact,
    auditMetadata: _audit,
    actions,
    ...same
  } = options;
  const body: Record<string, unknown> = { ...same, url };
  // v1 screenshots have no viewport.
  if (actions) body.actions = actions.map((a) => omit(a, 'viewport'));
  const v1: string[] = [];
  for (const format of formats ?? ['markdown']) {
    const f = typeof format === 'string' ? { type: format } : format;
    if (f.type === 'screenshot' || f.type === 'screenshot@fullPage') {
      v1.push(
        f.type === 'screenshot@fullPage' || ('fullPage' in f && f.fullPage) ? 'screenshot@fullPage' : 'screenshot',
      );
    } else if (f.type === 'json') {
      v1.push('json');
      body.jsonOptions = omit(f, 'type');
    } else if (f.type === 'changeTracking') {
      v1.push('changeTracking');
      const changeTrackingOptions = omit(f, 'type');
      if (Object.keys(changeTrackingOptions).length > 0) body.changeTrackingOptions = changeTrackingOptions;
    } else if (['markdown', 'html', 'rawHtml', 'links'].includes(f.type)) {
      v1.push(f.type);
    }
  }
  const keepLinks = v1.includes('links');
  body.formats = keepLinks ? v1 : [...v1, 'links'];
  if (parsers) body.parsePDF = parsers.length > 0;
  return { body, keepLinks };
}

const omit = (value: object, key: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
