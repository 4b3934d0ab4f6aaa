import type { ApiErrorData } from '@/lib/api/api-error';
import { sentence, t } from '@/lib/i18n/t';

/** What asking the service about a newly saved key found (account's checkApiKey). */
export interface KeyCheckAnswer {
  verdict?: 'valid' | 'refused' | 'unreachable';
  error?: Pick<ApiErrorData, 'message' | 'status'>;
}

/** The check in words, said beside the key (Settings, the popup's welcome): accepted, refused, or not asked. */
export function keyCheckText({ verdict, error }: KeyCheckAnswer): string {
  if (verdict === 'valid') return t('key_accepted');
  if (verdict === 'refused') return t('key_refused', String(error?.status ?? 401));
  if (verdict === 'unreachable') return t('key_unreachable', sentence(error?.message ?? ''));
  return '';
}
