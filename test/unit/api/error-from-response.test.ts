import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '@/lib/api/error-from-response';

const fail = (status: number, body: unknown, retryAfterHeader?: string) =>
  errorFromResponse({ status, body, retryAfterHeader });

// One row per failure of service-interface.md (Errors) and api-notes.md (Errors table).
describe('errorFromResponse', () => {
  it.each([
    [401, { success: false, error: 'Unauthorized: Invalid token' }, 'unauthorized', /does not accept this API key/],
    [401, { success: false, error: 'Unauthorized: Token missing' }, 'unauthorized', /without an API key/],
    [402, { error: 'Payment required' }, 'payment-required', /out of credits/],
    [403, { success: false, code: 'SCRAPE_PROMPT_INJECTION_DETECTED', error: 'x' }, 'forbidden', /prompt injection/],
    [
      403,
      { success: false, error: 'Threat Protection is not enabled for this team.' },
      'forbidden',
      /not enabled for your team/,
    ],
    [
      403,
      { success: false, error: 'Request-level threat protection overrides are disabled for your organization.' },
      'forbidden',
      /does not allow per-request/,
    ],
    [
      403,
      { success: false, error: 'threatProtection.mode cannot be off while Threat Protection is enforced' },
      'forbidden',
      /Threat protection refused/,
    ],
    [403, { success: false, error: 'This website is no longer supported.' }, 'forbidden', /blocked for your account/],
    [
      403,
      { success: false, error: 'Zero data retention is not enabled for your team.' },
      'forbidden',
      /Zero data retention/,
    ],
    [408, { success: false, code: 'SCRAPE_TIMEOUT', error: 'Scrape timed out' }, 'timeout', /took too long/],
    [413, { success: false, error: 'Request entity too large' }, 'too-large', /10 MB/],
    [429, { error: 'Rate limit exceeded' }, 'rate-limited', /Too many requests/],
    [500, { success: false, code: 'UNKNOWN_ERROR', error: 'boom' }, 'server', /unexpected error/],
    [
      500,
      { success: false, code: 'SCRAPE_ALL_ENGINES_FAILED', error: 'All scraping engines failed!' },
      'server',
      /could not load this page/,
    ],
    [500, { success: false, code: 'SCRAPE_SSL_ERROR', error: 'ssl' }, 'server', /skip TLS verification/],
    [503, 'Service Unavailable', 'server', /\(503\)/],
    [400, { success: false, code: 'BAD_REQUEST_INVALID_JSON', error: 'Invalid JSON' }, 'bad-request', /invalid JSON/],
    [400, { success: false, code: 'UNSUPPORTED_FILE_TYPE', error: 'x' }, 'bad-request', /cannot parse this type/],
    [
      400,
      { success: false, code: 'PARSE_UNSUPPORTED_OPTIONS', error: 'actions are not supported' },
      'bad-request',
      /cannot use some of these options/,
    ],
    [
      400,
      { success: false, code: 'SCRAPE_ACTIONS_NOT_SUPPORTED', error: 'x' },
      'bad-request',
      /actions are not available/,
    ],
    [400, { success: false, code: 'BAD_REQUEST', error: 'File size exceeds the 50MB limit' }, 'too-large', /50 MB/],
    [404, { success: false, error: 'Not found' }, 'not-found', /base URL/],
    [
      200,
      { success: false, code: 'SCRAPE_DNS_RESOLUTION_ERROR', error: 'DNS resolution failed' },
      'scrape-failed',
      /could not be found/,
    ],
  ] as const)('%i %j -> %s', (status, body, kind, message) => {
    const error = fail(status, body);
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).toMatch(message);
  });

  it('marks 408, 429 and 5xx retryable, and nothing else', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(fail(status, {}).retryable).toBe(true);
    for (const status of [400, 401, 402, 403, 404, 413, 200]) expect(fail(status, {}).retryable).toBe(false);
  });

  it('takes the wait from Retry-After, then the body, then the message', () => {
    expect(fail(429, { error: 'slow down, retry after 9s', retry_after_seconds: 4 }, '2').retryAfterMs).toBe(2000);
    expect(fail(429, { error: 'slow down, retry after 9s', retry_after_seconds: 4 }).retryAfterMs).toBe(4000);
    expect(fail(429, { error: 'slow down, retry after 9s' }).retryAfterMs).toBe(9000);
    expect(fail(429, { error: 'slow down' }).retryAfterMs).toBeUndefined();
  });

  it('names the option an older server does not know', () => {
    const error = fail(400, {
      success: false,
      code: 'BAD_REQUEST',
      error: 'Unrecognized key in body -- please review the v1 API documentation for request body changes',
      details: [
        {
          code: 'unrecognized_keys',
          keys: ['checkPromptInjection'],
          path: ['jsonOptions'],
          message: 'Unrecognized key: "checkPromptInjection"',
        },
      ],
    });
    expect(error.kind).toBe('unknown-option');
    expect(error.message).toContain('jsonOptions.checkPromptInjection');
    expect(error.message).toMatch(/older than the prompt-injection check/);
    expect(error.details).toBeDefined();
  });

  it('keeps the server text but never shows it instead of the plain message', () => {
    const error = fail(500, { success: false, code: 'UNKNOWN_ERROR', error: 'Internal: stack at line 3' });
    expect(error.serverMessage).toBe('Internal: stack at line 3');
    expect(error.message).not.toContain('stack');
  });

  it('survives a body that is not an error object', () => {
    expect(fail(502, '<html>Bad gateway</html>').kind).toBe('server');
    expect(fail(400, null).message).toMatch(/refused the request/);
  });
});
