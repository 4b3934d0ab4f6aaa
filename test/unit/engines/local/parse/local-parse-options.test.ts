import { describe, expect, it } from 'vitest';
import {
  localParseOptions,
  localParseRefusal,
  notApplyingToLocalParse,
} from '@/lib/engines/local/parse/local-parse-options';

describe('local parse options', () => {
  it('refuses what needs a model or the service, offering the remote engine', () => {
    expect(localParseRefusal({ formats: ['markdown', { type: 'json', prompt: 'x' }] })).toMatch(
      /JSON extraction needs a language model.*remote engine/,
    );
    expect(localParseRefusal({ formats: ['summary'] })).toMatch(/summary needs a language model/);
    expect(localParseRefusal({ redactPII: true })).toMatch(/PII redaction runs on the service/);
    expect(localParseRefusal({ parsers: [{ type: 'pdf', mode: 'ocr' }] })).toMatch(/OCR runs on the service/);
    expect(
      localParseRefusal({
        formats: ['markdown', 'links', 'images'],
        parsers: [{ type: 'pdf', mode: 'fast', maxPages: 3 }],
      }),
    ).toBeUndefined();
  });

  it('names the options that only change how the service fetches', () => {
    expect(notApplyingToLocalParse({ proxy: 'auto', headers: { a: 'b' }, onlyMainContent: false })).toEqual([
      'headers',
      'proxy',
    ]);
  });

  it('resolves the service defaults: markdown, main content only, base64 images removed', () => {
    const options = localParseOptions({});
    expect([...options.formats]).toEqual(['markdown']);
    expect(options).toMatchObject({ onlyMainContent: true, removeBase64Images: true, maxPages: undefined });
    expect(
      localParseOptions({ parsers: [{ type: 'pdf', maxPages: 2, blocks: true }], onlyMainContent: false }),
    ).toMatchObject({ maxPages: 2, blocks: true, onlyMainContent: false });
  });
});
