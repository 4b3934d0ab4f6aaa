import { ApiError, RETRYABLE_STATUSES, type ApiErrorKind } from '@/lib/api/api-error';
import { errorBodySchema, type ErrorBody } from '@/lib/api/schemas/error-body';
import { requestedDelayMs } from '@/lib/api/retry-delay';
import { unknownOptionKeys } from '@/lib/api/unknown-option';
import { t } from '@/lib/i18n/t';

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
    if (code.includes('DNS')) return { kind: 'scrape-failed', message: t('api_dnsFailed', said) };
    return { kind: 'scrape-failed', message: t('api_scrapeFailed', said) };
  }
  if (status === 401) {
    return lower.includes('missing')
      ? { kind: 'unauthorized', message: t('api_keyMissing') }
      : { kind: 'unauthorized', message: t('api_keyRefused') };
  }
  if (status === 402) return { kind: 'payment-required', message: t('api_outOfCredits') };
  if (status === 403) {
    if (code === 'SCRAPE_PROMPT_INJECTION_DETECTED') return { kind: 'forbidden', message: t('api_promptInjection') };
    if (lower.includes('zero data retention')) return { kind: 'forbidden', message: t('api_zdrNotEnabled') };
    if (lower.includes('override')) return { kind: 'forbidden', message: t('api_threatOverrideRefused') };
    if (lower.includes('threat') && lower.includes('not enabled'))
      return { kind: 'forbidden', message: t('api_threatNotEnabled') };
    if (lower.includes('threat') || lower.includes('enforced'))
      return { kind: 'forbidden', message: t('api_threatRefused', said) };
    return { kind: 'forbidden', message: t('api_scrapeForbidden', said) };
  }
  if (status === 404) return { kind: 'not-found', message: t('api_noEndpoint') };
  if (status === 408) return { kind: 'timeout', message: t('api_serviceTimeout') };
  if (status === 413) return { kind: 'too-large', message: t('api_requestTooLarge') };
  if (status === 429) return { kind: 'rate-limited', message: t('api_rateLimited') };
  if (status >= 500) {
    if (code === 'SCRAPE_SSL_ERROR') return { kind: 'server', message: t('api_tlsFailed') };
    if (code === 'SCRAPE_ALL_ENGINES_FAILED' || code === 'SCRAPE_SITE_ERROR')
      return { kind: 'server', message: t('api_siteFailed', said) };
    return { kind: 'server', message: t('api_serverError', status === 500 ? '' : ` (${status})`) };
  }
  if (status === 400) return explainBadRequest(code, said, body);
  return { kind: 'bad-request', message: t('api_otherStatus', status, said) };
}

function explainBadRequest(code: string, said: string, body: ErrorBody): Explanation {
  const unknownKeys = unknownOptionKeys(said, body.details);
  if (unknownKeys) {
    const names = unknownKeys.join(', ');
    const why = unknownKeys.some((k) => k.endsWith('checkPromptInjection'))
      ? t('api_olderThanInjectionCheck')
      : t('api_olderThanOption');
    return { kind: 'unknown-option', message: t('api_unknownOption', names, why) };
  }
  switch (code) {
    case 'BAD_REQUEST_INVALID_JSON':
      return { kind: 'bad-request', message: t('api_invalidJson') };
    case 'UNSUPPORTED_FILE_TYPE':
      return { kind: 'bad-request', message: t('api_unsupportedFileType') };
    case 'PARSE_UNSUPPORTED_OPTIONS':
      return { kind: 'bad-request', message: t('api_parseOptionsRefused', said) };
    case 'SCRAPE_ACTIONS_NOT_SUPPORTED':
      return { kind: 'bad-request', message: t('api_actionsNotSupported') };
  }
  if (/50\s*mb|too large|file size/i.test(said)) return { kind: 'too-large', message: t('api_fileTooLarge') };
  return { kind: 'bad-request', message: t('api_requestRefused', said) };
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
