import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ZodError } from 'zod';
import { fieldLabel } from '@/lib/api/field-label';
import { plainIssue } from '@/lib/api/plain-issue';
import { checkScrapeDefaults } from '@/lib/api/scrape-validation';
import { checkParse } from '@/components/forms/parse/parse-draft';
import { routeErrors, saveErrors } from '@/lib/settings/settings-errors';
import { settingsSchema } from '@/lib/settings/settings-schema';
import { updateSettings } from '@/lib/settings/settings-store';

// Every settings field's error in plain words naming the field, as a user reads it in Options:
// never zod's own ("Too small: expected number to be >=0"), never a code name (batchConcurrency).
const ZOD_WORDS = /Too (small|big)|expected|Invalid (input|option)|>=|<=/;

/** The fields of Options' general form, whose errors the "Fix these to save" summary names. */
const GENERAL = [
  'baseUrl',
  'engine',
  'historyRetentionDays',
  'monitorChecksKept',
  'showContextMenu',
  'batchConcurrency',
];

const errorsOf = (input: object) => {
  const parsed = settingsSchema.safeParse(input, { error: plainIssue });
  return parsed.success ? [] : (saveErrors(parsed.error) ?? []);
};

describe('settings errors in words, with the field named', () => {
  it('names every field of Options by its label', () => {
    for (const field of GENERAL) {
      expect(Object.keys(settingsSchema.shape)).toContain(field);
      expect({ field, label: fieldLabel([field]) }).toEqual({ field, label: expect.stringMatching(/\w/) });
    }
    expect(fieldLabel(['batchConcurrency'])).toBe('Background tabs a local batch reads at once');
    expect(fieldLabel(['scrapeDefaults', 'includeTags', 2])).toBe('Only these tags or selectors');
  });

  it('says each numeric setting out of range in its own words, both bounds', () => {
    const errors = errorsOf({ historyRetentionDays: -3, monitorChecksKept: 1.5, batchConcurrency: 11 });
    expect(errors).toEqual([
      {
        field: 'historyRetentionDays',
        message: 'Keep history for a whole number of days from 0 to 3650 (0 keeps everything).',
      },
      { field: 'monitorChecksKept', message: 'Keep a whole number of checks from 2 to 10000 per watched page.' },
      { field: 'batchConcurrency', message: 'A local batch reads a whole number of pages at once, from 1 to 10.' },
    ]);
  });

  it('words what a schema leaves to zod plainly, with the label, and keeps the words a schema gives', () => {
    const scrape = checkScrapeDefaults({ waitFor: -5, timeout: 10, maxAge: 1.5 }).errors;
    expect(scrape).toEqual([
      { field: 'maxAge', message: 'Accept a cached copy up to (ms) is a whole number.' },
      { field: 'waitFor', message: 'Wait before reading (ms) is at least 0.' },
      { field: 'timeout', message: 'The timeout is at least 1000 ms.' },
    ]);
    const parse = checkParse({ parsers: [{ type: 'pdf', maxPages: 0 }], timeout: 10 }).errors;
    for (const e of [...scrape, ...parse]) expect(e.message).not.toMatch(ZOD_WORDS);
    const settings = errorsOf({ scrapeDefaults: { location: { languages: [''] } }, engine: 'fast' });
    expect(settings.map((e) => e.message)).toEqual([
      'Default engine is one of: auto, local, remote.',
      'Languages cannot be empty.',
    ]);
    expect(routeErrors(settings).scrapeDefaults.map((e) => e.field)).toEqual(['location.languages.0']);
  });

  it('refuses a save in the same words', async () => {
    fakeBrowser.reset();
    const refused = await updateSettings({ batchConcurrency: 0, scrapeDefaults: { waitFor: -1 } }).catch((e) => e);
    expect(refused).toBeInstanceOf(ZodError);
    expect(saveErrors(refused)?.map((e) => e.message)).toEqual([
      'Wait before reading (ms) is at least 0.',
      'A local batch reads a whole number of pages at once, from 1 to 10.',
    ]);
  });
});
