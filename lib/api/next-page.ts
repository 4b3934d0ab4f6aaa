import { ApiError } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';

/**
 * A status answer's `next` page as an absolute URL on the base URL's origin. The key goes only to
 * the configured service: a `next` elsewhere is refused, not followed.
 */
export function sameOriginNext(next: string, baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(next, baseUrl);
  } catch {
    throw new ApiError({ kind: 'bad-response', message: t('batch_nextPageNotUrl', next) });
  }
  if (url.origin !== new URL(baseUrl).origin) {
    throw new ApiError({
      kind: 'bad-response',
      message: t('batch_nextPageOtherSite', url.origin, new URL(baseUrl).origin),
    });
  }
  return url.href;
}
