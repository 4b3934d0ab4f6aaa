// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkParse,
  chosenParseFormats,
  normalizeParseDraft,
  toggleParseFormat,
} from '@/components/forms/parse/parse-draft';
import { useRealMessages } from './support';

beforeEach(useRealMessages);

describe('parse options draft', () => {
  it('toggles formats from the default markdown; json is an object format', () => {
    const formats = toggleParseFormat({}, 'json', true);
    expect(formats).toEqual(['markdown', { type: 'json' }]);
    expect(chosenParseFormats({ formats })).toEqual(['markdown', 'json']);
    expect(toggleParseFormat({ formats }, 'markdown', false)).toEqual([{ type: 'json' }]);
  });

  it('asks the json format for a prompt or schema, at its own path', () => {
    expect(checkParse({ formats: ['markdown', { type: 'json' }] }).errors.map((e) => e.field)).toEqual([
      'formats.1.prompt',
    ]);
    expect(checkParse({ formats: [{ type: 'json', prompt: 'totals' }] }).value).toBeDefined();
  });

  it('keeps the pdf parser entry well-formed, or drops it', () => {
    expect(normalizeParseDraft({ parsers: [{ mode: 'ocr' } as never] })).toEqual({
      parsers: [{ mode: 'ocr', type: 'pdf' }],
    });
    expect(normalizeParseDraft({ timeout: 5000, parsers: [{ type: 'pdf' }] })).toEqual({ timeout: 5000 });
  });

  it('reports the parse bounds of the schema', () => {
    const fields = checkParse({ timeout: 400_000, parsers: [{ type: 'pdf', maxPages: 0 }] }).errors.map((e) => e.field);
    expect(fields.sort()).toEqual(['parsers.0.maxPages', 'timeout']);
  });
});
