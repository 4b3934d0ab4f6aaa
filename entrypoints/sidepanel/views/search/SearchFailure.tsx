import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import type { ApiErrorData } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';
import { SEARCH_CODES } from '@/lib/search/search-errors';

interface Props {
  error: ApiErrorData;
  /** Searches again as it was (after the user answered a challenge, or to try once more). */
  onAgain(): void;
  /** Asks for what was missing (inside the click), then searches again. */
  onAllow(): void;
}

/**
 * Why a search stopped, with what helps: a challenge is answered by the user in its tab (open now)
 * before searching again, never retried by itself; a site or permission missing is asked for.
 */
export function SearchFailure({ error, onAgain, onAllow }: Props) {
  if (error.code === SEARCH_CODES.challenge)
    return (
      <Banner tone="warning" title={t('searchView_challengeTitle')}>
        <p class="banner-message">{error.message}</p>
        <div class="banner-actions">
          <Button onClick={onAgain}>{t('searchView_searchAgain')}</Button>
        </div>
      </Banner>
    );
  if (error.code === SEARCH_CODES.engineNotAllowed || error.code === SEARCH_CODES.needsPermission)
    return (
      <Banner tone="warning" title={t('searchView_allowTitle')}>
        <p class="banner-message">{error.message}</p>
        <div class="banner-actions">
          <Button variant="primary" onClick={onAllow}>
            {t('searchView_allowAndSearch')}
          </Button>
        </div>
      </Banner>
    );
  return <ErrorBanner error={error} title={t('searchView_failedTitle')} onRetry={onAgain} />;
}
