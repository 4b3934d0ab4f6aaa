import { describe, expect, it } from 'vitest';
import { v2ScrapeOptionsSchema } from '@/lib/api/schemas/scrape-options-v2';
import { toV2ScrapeOptions } from '@/lib/crawl/v2-scrape-options';
import { scrapeDefaultsSchema, type ScrapeDefaults } from '@/lib/settings/settings-schema';
import { compile } from '../../contract/conformance/openapi-ajv';
import { at, v2Doc } from '../../contract/conformance/openapi-docs';
import { normalize } from '../../contract/conformance/openapi-normalize';

// Our v1-shaped scrape options as a v2 crawl's scrapeOptions: every answer must pass our v2 schema
// and the v2 document's ScrapeOptions with every object closed (the service refuses unknown keys).
const v2Document = compile(normalize(v2Doc, at(v2Doc, 'components', 'schemas', 'ScrapeOptions'), { closed: true }));
const converted = (options: ScrapeDefaults) => {
  const v2 = toV2ScrapeOptions(scrapeDefaultsSchema.parse(options));
  expect(v2ScrapeOptionsSchema.parse(v2)).toEqual(v2);
  expect(v2Document(v2), v2Document.explain()).toBe(true);
  return v2;
};

describe('toV2ScrapeOptions', () => {
  it('spells the plain formats as {type} objects, which the v2 document and the service both take', () => {
    expect(converted({ formats: ['markdown', 'html', 'rawHtml', 'links'] })).toEqual({
      formats: [{ type: 'markdown' }, { type: 'html' }, { type: 'rawHtml' }, { type: 'links' }],
    });
  });

  it('turns both screenshots into the screenshot object, full page when asked', () => {
    expect(converted({ formats: ['screenshot'] }).formats).toEqual([{ type: 'screenshot' }]);
    expect(converted({ formats: ['markdown', 'screenshot@fullPage'] }).formats).toEqual([
      { type: 'markdown' },
      { type: 'screenshot', fullPage: true },
    ]);
  });

  it('moves jsonOptions into the json format; the system prompt leads the prompt; checkPromptInjection goes', () => {
    const schema = { type: 'object', properties: { price: { type: 'number' } } };
    const v2 = converted({
      formats: ['json'],
      jsonOptions: { schema, systemPrompt: 'You read shops.', prompt: 'The price.', checkPromptInjection: true },
    });
    expect(v2).toEqual({ formats: [{ type: 'json', schema, prompt: 'You read shops.\n\nThe price.' }] });
    expect(converted({ formats: ['json'], jsonOptions: { prompt: 'Only this.' } }).formats).toEqual([
      { type: 'json', prompt: 'Only this.' },
    ]);
    expect(converted({ formats: ['json'], jsonOptions: { schema } }).formats).toEqual([{ type: 'json', schema }]);
  });

  it('moves changeTrackingOptions into the changeTracking format, with or without options', () => {
    const options = { modes: ['git-diff', 'json'] as const, schema: { type: 'object' }, prompt: 'p', tag: 'weekly' };
    expect(
      converted({
        formats: ['markdown', 'changeTracking'],
        changeTrackingOptions: { ...options, modes: [...options.modes] },
      }),
    ).toEqual({ formats: [{ type: 'markdown' }, { type: 'changeTracking', ...options, modes: ['git-diff', 'json'] }] });
    expect(converted({ formats: ['markdown', 'changeTracking'] }).formats).toEqual([
      { type: 'markdown' },
      { type: 'changeTracking' },
    ]);
  });

  it('turns parsePDF into parsers: the pdf parser, or none to get the file itself', () => {
    expect(converted({ parsePDF: true })).toEqual({ parsers: [{ type: 'pdf' }] });
    expect(converted({ parsePDF: false })).toEqual({ parsers: [] });
  });

  it('leaves zeroDataRetention to the crawl, and unset options unset (v2 defaults apply)', () => {
    expect(converted({ zeroDataRetention: true })).toEqual({});
    expect(converted({})).toEqual({});
  });

  it('carries every option v2 names the same way unchanged', () => {
    const same = {
      onlyMainContent: false,
      includeTags: ['main'],
      excludeTags: ['.ads'],
      maxAge: 0,
      headers: { Cookie: 'a=b' },
      waitFor: 500,
      mobile: true,
      skipTlsVerification: false,
      timeout: 45_000,
      actions: [
        { type: 'wait' as const, milliseconds: 100 },
        { type: 'click' as const, selector: '#more' },
        { type: 'screenshot' as const, fullPage: true },
      ],
      location: { country: 'DE', languages: ['de-DE'] },
      removeBase64Images: true,
      blockAds: false,
      proxy: 'auto' as const,
      storeInCache: false,
      threatProtection: { mode: 'normal' as const, blacklist: ['*.bad.example'] },
    };
    expect(converted({ ...same, formats: ['markdown'] })).toEqual({ ...same, formats: [{ type: 'markdown' }] });
  });
});
