import { describe, expect, it } from 'vitest';
import { httpUrlOf, httpUrlProblem, isHttpUrl } from '@/lib/api/schemas/http-url-rule';
import { originPattern } from '@/lib/permissions/base-url-permission';
import { unscriptableReason } from '@/lib/browser/tabs';
import { parseUrlList } from '@/lib/batch/parse-url-list';
import { settingsSchema } from '@/lib/settings/settings-schema';

describe('the http(s) address rule', () => {
  it('accepts http and https in any letter case, as browsers read them', () => {
    for (const url of ['https://e.com/a', 'http://e.com', 'HTTP://E.COM/A', 'Https://e.com', ' https://e.com '])
      expect(isHttpUrl(url), url).toBe(true);
    expect(httpUrlOf('HTTPS://E.COM/A')?.href).toBe('https://e.com/A');
  });

  it('refuses other schemes, relative addresses and what does not parse', () => {
    for (const url of ['ftp://e.com', 'javascript:alert(1)', 'file:///x', 'e.com', '/a', 'http://', ''])
      expect(isHttpUrl(url), url).toBe(false);
    expect(httpUrlProblem('ftp://e.com')).toMatch(/ftp/);
    expect(httpUrlProblem('e.com')).toBeDefined();
    expect(httpUrlProblem('HTTPS://E.COM')).toBeUndefined();
  });

  it('is the one every place applies: tabs, the API origin, pasted lists, the settings', () => {
    expect(unscriptableReason('HTTPS://E.COM/', 'local')).toBeUndefined();
    expect(unscriptableReason('ftp://e.com/', 'local')).toMatch(/ftp/);
    expect(originPattern('HTTPS://API.E.COM/v1')).toBe('https://api.e.com/*');
    expect(originPattern('ftp://e.com')).toBeUndefined();
    expect(parseUrlList('HTTP://E.COM/a ftp://e.com').urls).toEqual(['http://e.com/a']);
    expect(settingsSchema.safeParse({ baseUrl: 'HTTPS://API.E.COM' }).success).toBe(true);
    expect(settingsSchema.safeParse({ baseUrl: 'ftp://api.e.com' }).success).toBe(false);
  });
});
