import { ApiError } from './api-error';
import { PAGE_FACT_FORMATS } from './schemas/scrape-constants';
import { t } from '../i18n/t';

/**
 * The service's v1 scrape (and batch scrape) has no page-fact formats: a request carrying one is
 * refused here, before anything is sent, with the field to fix.
 */
export function refuseLocalOnlyFormats(formats: readonly string[] | undefined): void {
  const format = formats?.find((f) => (PAGE_FACT_FORMATS as readonly string[]).includes(f));
  if (format === undefined) return;
  const message = t('api_formatNeedsLocal', format);
  throw new ApiError({ kind: 'invalid-request', message, details: [{ field: 'formats', message }] });
}
