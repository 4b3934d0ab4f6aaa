import fc from 'fast-check';
import { MAX_WAIT_FOR_MS, DEFAULT_TIMEOUT_MS, PROXY_MODES } from '@/lib/api/schemas/index';
import type { ScrapeFormat, ScrapeRequestInput } from '@/lib/api/schemas/index';
import { actionsArb, fitWaits } from './arbitraries-actions';
import { headersArb, httpUrlArb, jsonSchemaArb, optionalRecord, tagsArb, text } from './arbitraries-shared';

// The document has no jsonOptions.checkPromptInjection: it is left out here and checked on its own.
export const jsonOptionsArb = optionalRecord({ schema: jsonSchemaArb, systemPrompt: text, prompt: text });

export const changeTrackingOptionsArb = optionalRecord({
  modes: fc.subarray(['git-diff', 'json'] as ('git-diff' | 'json')[]),
  schema: jsonSchemaArb,
  prompt: text,
  tag: fc.option(text, { nil: null }),
});

/**
 * formats with their companion options, always obeying the cross-field rules of api-notes:
 * json <-> jsonOptions, changeTracking needs markdown, at most one screenshot format, each once.
 */
const formatsBlockArb = fc.oneof(
  { arbitrary: fc.constant({}), weight: 1 }, // formats left out: markdown only
  {
    weight: 6,
    arbitrary: fc
      .record({
        base: fc.subarray<ScrapeFormat>(['markdown', 'html', 'rawHtml', 'links']),
        screenshot: fc.constantFrom<ScrapeFormat | null>(null, 'screenshot', 'screenshot@fullPage'),
        json: fc.boolean(),
        changeTracking: fc.boolean(),
        jsonOptions: jsonOptionsArb,
        changeTrackingOptions: fc.option(changeTrackingOptionsArb, { nil: undefined }),
      })
      .chain((b) => {
        const set = new Set<ScrapeFormat>(b.base);
        if (b.screenshot) set.add(b.screenshot);
        if (b.json) set.add('json');
        if (b.changeTracking) set.add('changeTracking').add('markdown');
        const formats = [...set];
        return fc.shuffledSubarray(formats, { minLength: formats.length }).map((shuffled) => ({
          formats: shuffled,
          ...(b.json ? { jsonOptions: b.jsonOptions } : {}),
          ...(b.changeTracking && b.changeTrackingOptions ? { changeTrackingOptions: b.changeTrackingOptions } : {}),
        }));
      }),
  },
);

/** timeout, waitFor and actions: waitFor <= min(60 s, timeout / 2), all waiting <= 60 s. */
const timingBlockArb = optionalRecord({ timeout: fc.integer({ min: 1000, max: 600_000 }) }).chain((t) => {
  const maxWaitFor = Math.min(MAX_WAIT_FOR_MS, Math.floor((t.timeout ?? DEFAULT_TIMEOUT_MS) / 2));
  return optionalRecord({ waitFor: fc.integer({ min: 0, max: maxWaitFor }), actions: actionsArb }).map(
    ({ actions, ...rest }) => ({
      ...t,
      ...rest,
      ...(actions ? { actions: fitWaits(actions, rest.waitFor ?? 0) } : {}),
    }),
  );
});

export const domainGlobArb = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/), { minLength: 1, maxLength: 4 }),
    fc.boolean(),
  )
  .map(([wildcard, labels, upper]) => {
    const domain = (wildcard ? '*.' : '') + labels.join('.');
    return upper ? domain.toUpperCase() : domain;
  });
export const tldArb = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

/** Short lists; the 1000-item maximum has its own property (checking it is slow). */
const shortList = (item: fc.Arbitrary<string>) => fc.array(item, { maxLength: 6 });

/** A threatProtection whose three lists hold exactly the 1000 items allowed. */
export const fullListsArb = fc
  .tuple(fc.array(domainGlobArb, { minLength: 1, maxLength: 5 }), fc.array(tldArb, { minLength: 1, maxLength: 5 }))
  .map(([domains, tlds]) => {
    const fill = (xs: string[]) => Array.from({ length: 1000 }, (_, i) => xs[i % xs.length] as string);
    return { blacklist: fill(domains), whitelist: fill([...domains].reverse()), blockedTlds: fill(tlds) };
  });

export const threatProtectionArb = optionalRecord({
  mode: fc.constantFrom('off' as const, 'normal' as const),
  riskScoreThreshold: fc.integer({ min: 0, max: 100 }),
  blacklist: shortList(domainGlobArb),
  whitelist: shortList(domainGlobArb),
  blockedTlds: shortList(tldArb),
  failurePolicy: fc.constantFrom('open' as const, 'closed' as const),
});

export const locationArb = optionalRecord({
  country: fc.stringMatching(/^[A-Z]{2}$/),
  languages: fc.array(fc.constantFrom('en-US', 'de', 'fr-CA', 'ja', 'pt-BR'), { maxLength: 3 }),
});

const independentOptionsArb = optionalRecord({
  onlyMainContent: fc.boolean(),
  includeTags: tagsArb,
  excludeTags: tagsArb,
  maxAge: fc.nat(),
  headers: headersArb,
  mobile: fc.boolean(),
  skipTlsVerification: fc.boolean(),
  parsePDF: fc.boolean(),
  location: locationArb,
  removeBase64Images: fc.boolean(),
  blockAds: fc.boolean(),
  proxy: fc.constantFrom(...PROXY_MODES),
  storeInCache: fc.boolean(),
  threatProtection: threatProtectionArb,
  zeroDataRetention: fc.boolean(),
});

/** A valid v1 scrape request over every option, as a user of the extension could build it. */
export const scrapeRequestArb: fc.Arbitrary<ScrapeRequestInput> = fc
  .tuple(httpUrlArb, formatsBlockArb, timingBlockArb, independentOptionsArb)
  .map(([url, formats, timing, options]) => ({ url, ...options, ...formats, ...timing }));
