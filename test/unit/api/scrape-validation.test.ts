// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { checkScrape, checkScrapeDefaults } from '@/lib/api/scrape-validation';
import { message, useRealMessages } from '../forms/support';

beforeEach(useRealMessages);

describe('building the scrape request', () => {
  it('sends the URL and only the options the user set: no defaults filled in', () => {
    const checked = checkScrape('https://example.com/a', { formats: ['markdown', 'links'], timeout: 15_000 });
    expect(checked.errors).toEqual([]);
    expect(checked.value).toEqual({ url: 'https://example.com/a', formats: ['markdown', 'links'], timeout: 15_000 });
  });

  it('with nothing touched, sends the URL alone', () => {
    expect(checkScrape('https://example.com/', {}).value).toEqual({ url: 'https://example.com/' });
  });

  it('names each field at fault by its path, as the form ids do', () => {
    const checked = checkScrape('https://example.com/', {
      actions: [{ type: 'wait', milliseconds: 10 }, { type: 'scroll' }, { type: 'click', selector: '' }],
      location: { country: 'germany' },
      waitFor: 20_000,
    });
    expect(checked.value).toBeUndefined();
    const byField = Object.fromEntries(checked.errors.map((e) => [e.field, e.message]));
    expect(byField['actions.2.selector']).toBe('Enter a CSS selector.');
    expect(byField['location.country']).toMatch(/two-letter country code/);
    expect(byField['waitFor']).toMatch(/half the timeout/);
  });

  it('reports a page that is not http(s) at the url', () => {
    expect(checkScrape('chrome://extensions/', {}).errors.map((e) => e.field)).toEqual(['url']);
  });

  it('asks for a prompt or a schema with the json format', () => {
    expect(checkScrape('https://example.com/', { formats: ['json'] }).errors).toEqual([
      { field: 'jsonOptions', message: 'The json format needs JSON options: a prompt or a schema.' },
    ]);
    expect(
      checkScrape('https://example.com/', { formats: ['json'], jsonOptions: { systemPrompt: 'be brief' } }).errors,
    ).toEqual([{ field: 'jsonOptions.prompt', message: message('forms_err_jsonNeedsPrompt') }]);
    expect(
      checkScrape('https://example.com/', { formats: ['json'], jsonOptions: { prompt: 'the price' } }).errors,
    ).toEqual([]);
  });

  it('keeps errors the schema cannot see (text that is not JSON yet)', () => {
    const pending = [{ field: 'jsonOptions.schema', message: 'not JSON' }];
    expect(checkScrape('https://example.com/', {}, pending)).toEqual({ errors: pending });
  });

  it('checks default options with the same rules, without a URL', () => {
    expect(checkScrapeDefaults({ formats: ['changeTracking'] }).errors[0]?.field).toBe('formats');
    expect(checkScrapeDefaults({ formats: ['markdown'] })).toEqual({ value: { formats: ['markdown'] }, errors: [] });
  });
});
