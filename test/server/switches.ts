import { MESSAGES } from './messages';
import type { FailRule, ServerState } from './state';
import type { FailEveryOptions, FailNextOptions } from './types';

export function addRule(state: ServerState, options: FailNextOptions): void {
  state.rules.push({ ...options, remaining: options.times ?? 1 });
}

export function addPeriodicRule(state: ServerState, options: FailEveryOptions): void {
  if (!Number.isInteger(options.every) || options.every < 1)
    throw new Error('failEvery: `every` is a whole number >= 1');
  state.periodic.push({ ...options, remaining: Infinity, seen: 0 });
}

// A path ending in * matches every path it starts (e.g. '/v1/batch/scrape/*' for any batch's status).
const matches = (rule: FailNextOptions, method: string, path: string) =>
  (rule.method === undefined || rule.method === method) &&
  (rule.path === undefined ||
    rule.path === path ||
    (rule.path.endsWith('*') && path.startsWith(rule.path.slice(0, -1))));

// Consumes one use of the first one-shot rule that matches this request; else counts the request
// against every periodic rule that matches, failing it when one's count reaches its `every`.
export function takeRule(state: ServerState, method: string, path: string): FailRule | undefined {
  const rule = state.rules.find((r) => r.remaining > 0 && matches(r, method, path));
  if (rule) {
    rule.remaining -= 1;
    if (rule.remaining === 0) state.rules.splice(state.rules.indexOf(rule), 1);
    return rule;
  }
  let due: FailRule | undefined;
  for (const periodic of state.periodic.filter((r) => matches(r, method, path))) {
    periodic.seen += 1;
    if (periodic.seen % periodic.every === 0) due ??= periodic;
  }
  return due;
}

export interface Failure {
  status: number;
  headers: Record<string, string>;
  body?: unknown;
  raw?: string;
}

// The answer a switch produces, shaped like the real service's for that status.
export function failureFor(rule: FailRule, path: string): Failure {
  const status = rule.status ?? 500;
  const headers: Record<string, string> = {};
  if (rule.retryAfter !== undefined) {
    headers['retry-after'] = rule.retryAfter instanceof Date ? rule.retryAfter.toUTCString() : String(rule.retryAfter);
  }
  if (rule.rawBody !== undefined)
    return { status, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' }, raw: rule.rawBody };
  // Parse's 402/429 bodies carry only `error` (service-interface.md).
  const bare = path === '/v2/parse' && (status === 402 || status === 429);
  let error = rule.error ?? defaultError(status, rule.code);
  if (rule.retryInMessage !== undefined)
    error = `${error.replace(/\.$/, '')}, please retry after ${rule.retryInMessage}s.`;
  const body: Record<string, unknown> = bare ? {} : { success: false };
  const code = rule.code ?? defaultCode(status, rule.successFalse === true);
  if (code && !bare) body.code = code;
  body.error = error;
  if (rule.retryAfterSeconds !== undefined) body.retry_after_seconds = rule.retryAfterSeconds;
  return { status, headers, body };
}

function defaultCode(status: number, successFalse: boolean): string | undefined {
  if (status === 200 && successFalse) return 'SCRAPE_DNS_RESOLUTION_ERROR';
  if (status === 500) return 'UNKNOWN_ERROR';
  if (status === 408) return 'SCRAPE_TIMEOUT';
  return undefined;
}

function defaultError(status: number, code: string | undefined): string {
  if (code === 'SCRAPE_PROMPT_INJECTION_DETECTED') return MESSAGES.promptInjection;
  switch (status) {
    case 200:
      return MESSAGES.dnsFailure('unreachable.example');
    case 402:
      return MESSAGES.paymentRequired;
    case 403:
      return MESSAGES.threatNotEnabled;
    case 408:
      return MESSAGES.timeout;
    case 413:
      return MESSAGES.tooLarge;
    case 429:
      return MESSAGES.rateLimited;
    case 500:
      return MESSAGES.unknown;
    case 502:
      return 'Bad Gateway';
    case 503:
      return 'Service Unavailable: the service is temporarily overloaded. Please try again later.';
    case 504:
      return 'Gateway Timeout';
    default:
      return `Request failed with status ${status}`;
  }
}
