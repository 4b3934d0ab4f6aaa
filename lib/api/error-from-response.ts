import { ApiError, RETRYABLE_STATUSES, type ApiErrorKind } from './api-error';
import { errorBodySchema, type ErrorBody } from './schemas/error-body';
import { requestedDelayMs } from './retry-delay';
import { unknownOptionKeys } from './unknown-option';

export interface FailedResponse {
  status: number;
  body: unknown;
  retryAfterHeader?: string | null;
}

interface Explanation {
  kind: ApiErrorKind;
  message: string;
}

/** Plain words for each failure of the interface's Errors section and api-notes.md's table. */
function explain(status: number, body: ErrorBody, said: string): Explanation {
  const code = body.code ?? '';
  const lower = said.toLowerCase();
  if (status === 200) {
    if (code.includes('DNS')) return { kind: 'scrape-failed', message: `The page's address could not be found. Check the URL for typos and try again. (${said})` };
    return { kind: 'scrape-failed', message: `The service could not scrape this page: ${said} Check the URL, or try the local engine on the open tab.` };
  }
  if (status === 401) {
    return lower.includes('missing')
      ? { kind: 'unauthorized', message: 'The request reached the service without an API key. Add your key in Settings.' }
      : { kind: 'unauthorized', message: 'The service does not accept this API key. Check it in Settings (copy it again from your dashboard), or use the local engine.' };
  }
  if (status === 402) return { kind: 'payment-required', message: 'Your account is out of credits. Add credits or upgrade your plan in the provider dashboard, or use the local engine, which costs nothing.' };
  if (status === 403) {
    if (code === 'SCRAPE_PROMPT_INJECTION_DETECTED') return { kind: 'forbidden', message: 'The page contains text that looks like a prompt injection, so JSON extraction was stopped. Review the page, or turn off the prompt-injection check in the JSON options.' };
    if (lower.includes('zero data retention')) return { kind: 'forbidden', message: 'Zero data retention is not enabled for your account. Turn the option off, or ask the provider\'s support to enable it.' };
    if (lower.includes('override')) return { kind: 'forbidden', message: 'Your organization does not allow per-request threat protection settings. Clear the threat protection options and try again.' };
    if (lower.includes('threat') && lower.includes('not enabled')) return { kind: 'forbidden', message: 'Threat protection is not enabled for your team (an enterprise feature). Clear the threat protection options and try again.' };
    if (lower.includes('threat') || lower.includes('enforced')) return { kind: 'forbidden', message: `Threat protection refused this request: ${said} Adjust the threat protection options or pick another page.` };
    return { kind: 'forbidden', message: `The service refused to scrape this page: ${said} This site may be blocked for your account; try the local engine on the open tab.` };
  }
  if (status === 404) return { kind: 'not-found', message: 'The service has no such endpoint. Check the base URL in Settings: it should be the API root, such as https://api.firecrawl.dev.' };
  if (status === 408) return { kind: 'timeout', message: 'The page took too long to load on the service\'s side. Try again, or raise the timeout in the advanced options.' };
  if (status === 413) return { kind: 'too-large', message: 'The request is larger than the service accepts (10 MB of JSON). Shorten the headers, schema or actions.' };
  if (status === 429) return { kind: 'rate-limited', message: 'Too many requests at once for your plan. Wait a moment and try again.' };
  if (status >= 500) {
    if (code === 'SCRAPE_SSL_ERROR') return { kind: 'server', message: 'The page\'s TLS certificate could not be verified. If you trust the site, turn on "skip TLS verification" in the advanced options.' };
    if (code === 'SCRAPE_ALL_ENGINES_FAILED' || code === 'SCRAPE_SITE_ERROR') return { kind: 'server', message: `The service could not load this page: ${said} Try again later, try the enhanced proxy, or use the local engine on the open tab.` };
    return { kind: 'server', message: `The service had an unexpected error${status === 500 ? '' : ` (${status})`}. Try again in a moment; if it keeps failing, check the provider's status page.` };
  }
  if (status === 400) return explainBadRequest(code, said, body);
  return { kind: 'bad-request', message: `The service answered ${status}: ${said}` };
}

function explainBadRequest(code: string, said: string, body: ErrorBody): Explanation {
  const unknownKeys = unknownOptionKeys(said, body.details);
  if (unknownKeys) {
    const names = unknownKeys.join(', ');
    const why = unknownKeys.some((k) => k.endsWith('checkPromptInjection'))
      ? 'This server is older than the prompt-injection check. Turn that check off and try again.'
      : 'This server is older than that option. Turn it off and try again.';
    return { kind: 'unknown-option', message: `The service does not know the option ${names}. ${why}` };
  }
  switch (code) {
    case 'BAD_REQUEST_INVALID_JSON':
      return { kind: 'bad-request', message: 'The service could not read the request (invalid JSON). Check the headers, schema and script fields for stray characters.' };
    case 'UNSUPPORTED_FILE_TYPE':
      return { kind: 'bad-request', message: 'The service cannot parse this type of file. Use PDF, Word, Excel, PowerPoint, OpenDocument, EPUB, CSV or HTML.' };
    case 'PARSE_UNSUPPORTED_OPTIONS':
      return { kind: 'bad-request', message: `A file parse cannot use some of these options: ${said} Remove them and try again.` };
    case 'SCRAPE_ACTIONS_NOT_SUPPORTED':
      return { kind: 'bad-request', message: 'Page actions are not available for this page or plan. Remove the actions and try again.' };
  }
  if (/50\s*mb|too large|file size/i.test(said)) return { kind: 'too-large', message: 'The file is larger than the 50 MB the service accepts. Split it or compress it, or parse it with the local engine.' };
  return { kind: 'bad-request', message: `The service refused the request: ${said}` };
}

/** Turns a failed HTTP answer (or a 200 with success:false) into the one typed error. */
export function errorFromResponse({ status, body, retryAfterHeader }: FailedResponse): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  const errorBody: ErrorBody = parsed.success ? parsed.data : {};
  const said = (errorBody.error ?? errorBody.message ?? (typeof body === 'string' ? body.slice(0, 300) : '')).trim();
  const { kind, message } = explain(status, errorBody, said || `HTTP ${status}.`);
  const retryable = RETRYABLE_STATUSES.has(status);
  return new ApiError({
    kind,
    message,
    status,
    code: errorBody.code,
    retryable,
    retryAfterMs: retryable
      ? requestedDelayMs({ retryAfterHeader, retryAfterSeconds: errorBody.retry_after_seconds, message: said })
      : undefined,
    details: errorBody.details,
    serverMessage: said || undefined,
  });
}
