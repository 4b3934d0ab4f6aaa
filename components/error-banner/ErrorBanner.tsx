import { browser } from 'wxt/browser';
import type { ApiErrorData } from '@/lib/api/api-error';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { t } from '@/lib/i18n/t';
import { ERROR_TITLES, KEY_FIX } from '@/components/error-banner/error-advice';
import { ModelAnswer } from '@/components/error-banner/ModelAnswer';

const openKeySettings = () => void browser.runtime.openOptionsPage();

interface Props {
  error: Pick<ApiErrorData, 'kind' | 'message'> & Partial<ApiErrorData>;
  /** Shows a Retry button, unless only a change of key can help. */
  onRetry?: () => void;
  /** Replaces the kind's own title (a job's status, for instance). */
  title?: string;
  /**
   * For a view that only shows the service's data (active crawls, token usage): what it needs the
   * key for. A missing key is then a notice saying so, with the way to add one, not a failure.
   */
  needsKeyFor?: string;
}

/**
 * A failure in plain words: a title naming it, the error's own message (what happened and what
 * to do, said once), Retry when a retry can help, and the way to the key when only the key can.
 */
export function ErrorBanner({ error, onRetry, title, needsKeyFor }: Props) {
  const keyFix = KEY_FIX[error.kind];
  if (error.kind === 'no-key' && needsKeyFor) {
    return (
      <Banner tone="info" title={t('error_keyNeeded')}>
        <p class="banner-message">{needsKeyFor}</p>
        <div class="banner-actions">
          <Button variant="primary" onClick={openKeySettings}>
            {t('error_addKey')}
          </Button>
        </div>
      </Banner>
    );
  }
  return (
    <Banner tone="error" title={title ?? t(ERROR_TITLES[error.kind])}>
      <p class="banner-message">{error.message}</p>
      {error.status !== undefined && <p class="banner-detail">{t('sidepanel_errorStatus', error.status)}</p>}
      {error.code?.startsWith('MODEL_') && <ModelAnswer details={error.details} />}
      <div class="banner-actions">
        {onRetry && !keyFix && (
          <Button variant="primary" onClick={onRetry}>
            {t('sidepanel_retry')}
          </Button>
        )}
        {keyFix && (
          <Button variant="primary" onClick={openKeySettings}>
            {t(keyFix)}
          </Button>
        )}
      </div>
    </Banner>
  );
}
