import { describe, expect, it } from 'vitest';
import { mergeErrors, routeErrors, saveErrors } from '@/lib/settings/settings-errors';
import { needsHostPermission, originPattern } from '@/lib/permissions/base-url-permission';
import { settingsSchema } from '@/lib/settings/settings-schema';

describe('settings errors go to the form that shows the field', () => {
  it('routes by section, with paths as each form names its fields', () => {
    const parsed = settingsSchema.safeParse({
      baseUrl: 'ftp://x',
      scrapeDefaults: { timeout: 5 },
      parseDefaults: { timeout: 999_999 },
    });
    expect(parsed.success).toBe(false);
    const routed = routeErrors(saveErrors(parsed.error) ?? []);
    expect(routed.general.map((e) => e.field)).toEqual(['baseUrl']);
    expect(routed.scrapeDefaults).toEqual([{ field: 'timeout', message: 'The timeout is at least 1000 ms.' }]);
    expect(routed.parseDefaults.map((e) => e.field)).toEqual(['timeout']);
  });

  it('is not a field error when the failure is something else', () => {
    expect(saveErrors(new Error('storage full'))).toBeUndefined();
  });

  it('merges without repeating a message', () => {
    const a = [{ field: 'x', message: 'm' }];
    expect(
      mergeErrors(a, [
        { field: 'x', message: 'm' },
        { field: 'y', message: 'n' },
      ]),
    ).toHaveLength(2);
  });
});

describe('base URL host permission', () => {
  it('asks only for origins other than the default API', () => {
    expect(needsHostPermission('https://api.firecrawl.dev/')).toBe(false);
    expect(needsHostPermission('http://127.0.0.1:3002')).toBe(true);
    expect(originPattern('http://127.0.0.1:3002/base/')).toBe('http://127.0.0.1:3002/*');
    expect(originPattern('not a url')).toBeUndefined();
    expect(needsHostPermission('file:///etc')).toBe(false);
  });
});
