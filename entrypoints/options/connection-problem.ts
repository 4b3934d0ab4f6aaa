import type { ApiErrorData } from '@/lib/api/api-error';
import { t, type MessageKey } from '@/lib/i18n/t';

/**
 * A failed connection test in the words of this page. The client's messages send the user to
 * "Settings", where they already are: the problems fixed by a field here point to that field.
 */
const ON_THIS_PAGE: Partial<Record<ApiErrorData['kind'], MessageKey>> = {
  'no-key': 'options_problem_noKey',
  unauthorized: 'options_problem_unauthorized',
  'not-found': 'options_problem_notFound',
  network: 'options_problem_network',
  'invalid-request': 'options_problem_baseUrl',
};

export function connectionProblem(error: Pick<ApiErrorData, 'kind' | 'message'>, baseUrl: string): string {
  const key = ON_THIS_PAGE[error.kind];
  return key ? t(key, baseUrl) : error.message;
}
