import { describe, expect, it } from 'vitest';
import { jsonChanges } from '@/lib/engines/change-tracking/json-changes';
import { localRefusal } from '@/lib/engines/local/scrape/local-support';
import { modelChosen, modelHost } from '@/lib/engines/local/scrape/local-model';
import { remoteRefusal } from '@/lib/engines/remote/remote-support';
import { parseAsksModel, parserOptions } from '@/lib/engines/local/parse/parse-model-formats';
import { t } from '@/lib/i18n/t';
import { useRealMessages } from '../../support/real-messages';

useRealMessages();

describe('which engine answers the formats a model makes', () => {
  it('the local engine refuses json, json-mode change tracking and summary until a model is chosen', () => {
    expect(localRefusal({ formats: ['json'] })).toBe(t('localScrape_jsonNeedsModel'));
    expect(localRefusal({ formats: ['summary'] })).toBe(t('localScrape_summaryNeedsModel'));
    expect(localRefusal({ changeTrackingOptions: { modes: ['json'] } })).toBe(t('localScrape_jsonDiffNeedsModel'));
    expect(localRefusal({ formats: ['json', 'summary'], changeTrackingOptions: { modes: ['json'] } }, true)).toBe(
      undefined,
    );
    expect(localRefusal({ formats: ['markdown'] })).toBe(undefined);
  });

  it('the service engine refuses the summary, a v2 format its v1 scrape lacks, and nothing else here', () => {
    expect(remoteRefusal({ formats: ['markdown', 'summary'] })).toBe(t('remote_localOnlyFormat', 'summary'));
    expect(remoteRefusal({ formats: ['markdown', 'json'] })).toBe(undefined);
  });

  it('names the host an endpoint sends the page to, and none for the built-in model', () => {
    const endpoint = {
      kind: 'endpoint',
      baseUrl: 'https://models.example.org/v1',
      model: 'm',
      contextTokens: 8192,
    } as const;
    expect(modelHost(endpoint)).toBe('models.example.org');
    expect(modelHost({ kind: 'built-in' })).toBe(undefined);
    expect([modelChosen(undefined), modelChosen({ kind: 'none' }), modelChosen({ kind: 'built-in' })]).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('json-mode change tracking', () => {
  it('lists only the keys whose values changed, each with previous and current', () => {
    expect(
      jsonChanges(
        { price: 89.5, name: 'Shoe', sizes: [40, 41], offer: { a: 1, b: 2 }, gone: 'x' },
        { price: 79, name: 'Shoe', sizes: [40, 41], offer: { b: 2, a: 1 }, added: true },
      ),
    ).toEqual({
      price: { previous: 89.5, current: 79 },
      gone: { previous: 'x', current: null },
      added: { previous: null, current: true },
    });
    expect(jsonChanges({ a: [1, 2] }, { a: [2, 1] })).toEqual({ a: { previous: [1, 2], current: [2, 1] } });
  });
});

describe('a parsed file with a model', () => {
  it('asks the parser page for markdown instead of summary and json', () => {
    const json = { type: 'json' as const, prompt: 'price' };
    expect(parseAsksModel({ formats: ['markdown'] })).toBe(false);
    expect(parseAsksModel({ formats: ['summary'] })).toBe(true);
    expect(parserOptions({ formats: ['summary', json, 'links'] }).formats).toEqual(['links', 'markdown']);
    expect(parserOptions({ formats: ['markdown', { type: 'summary' }] }).formats).toEqual(['markdown']);
  });
});
