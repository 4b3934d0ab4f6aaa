import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorData } from '@/lib/api/api-error';
import { createClient } from '@/lib/api/client';
import { errorFromResponse } from '@/lib/api/error-from-response';
import { connectionProblem } from '@/entrypoints/options/connection-problem';

const failure = async (call: () => Promise<unknown>): Promise<ApiErrorData> => {
  try {
    await call();
  } catch (error) {
    if (error instanceof ApiError) return error.toJSON();
  }
  throw new Error('expected an ApiError');
};

describe('a failed connection test on the options page', () => {
  const base = 'http://127.0.0.1:9';
  const refused = () => Promise.reject(new TypeError('Failed to fetch'));

  it.each([
    ['no key', () => failure(() => createClient({ baseUrl: base, apiKey: '' }).activeCrawls())],
    [
      'a refused key (401)',
      async () => errorFromResponse({ status: 401, body: { error: 'Unauthorized: Invalid token' } }).toJSON(),
    ],
    [
      'a missing key (401)',
      async () => errorFromResponse({ status: 401, body: { error: 'Unauthorized: missing token' } }).toJSON(),
    ],
    ['no such endpoint (404)', async () => errorFromResponse({ status: 404, body: {} }).toJSON()],
    [
      'an unreachable server',
      () =>
        failure(() =>
          createClient({ baseUrl: base, apiKey: 'fc-1', fetch: refused, retry: { maxAttempts: 1 } }).activeCrawls(),
        ),
    ],
    [
      'a base URL that is not one',
      () => failure(() => createClient({ baseUrl: 'api.example', apiKey: 'fc-1' }).activeCrawls()),
    ],
  ])('after %s, points to the field on this page, not to "Settings"', async (_, make) => {
    const error = await make();
    expect(error.message).toMatch(/Settings/); // what the client says elsewhere
    const shown = connectionProblem(error, base);
    expect(shown).not.toMatch(/settings/i);
    expect(shown).toMatch(/above/);
  });

  it('keeps the message of a failure no field here fixes', () => {
    const error = errorFromResponse({ status: 402, body: {} }).toJSON();
    expect(connectionProblem(error, base)).toBe(error.message);
  });
});
