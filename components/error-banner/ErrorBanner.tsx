import { browser } from 'wxt/browser';
import type { ApiErrorData } from '@/lib/api/api-error';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { t } from '@/lib/i18n/t';
import { ERROR_ADVICE, needsSettings } from './error-advice';

interface Props {
  error: Pick<ApiErrorData, 'kind' | 'message'> & Partial<ApiErrorData>;
  /** Shows a Retry button. */
  onRetry?: () => void;
  title?: string;
}

/**
 * A failure in plain words: what happened (the error's own message), what to do about it, a
 * Retry button when the caller can retry, and a way to the settings for key problems.
 */
export function ErrorBanner({ error, onRetry, title }: Props) {
  const advice = ERROR_ADVICE[error.kind];
  return (
    <Banner tone="error" title={title ?? t('sidepanel_errorTitle')}>
      <p class="banner-message">{error.message}</p>
      {advice && <p class="banner-advice">{t(advice)}</p>}
      {error.status !== undefined && <p class="banner-detail">{t('sidepanel_errorStatus', error.status)}</p>}
      <div class="banner-actions">
        {onRetry && (
          <Button variant="primary" onClick={onRetry}>
            {t('sidepanel_retry')}
          </Button>
        )}
        {needsSettings(error.kind) && (
          <Button onClick={() => void browser.runtime.openOptionsPage()}>{t('sidepanel_openSettings')}</Button>
        )}
      </div>
    </Banner>
  );
}
