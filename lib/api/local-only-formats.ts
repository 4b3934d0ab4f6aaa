import { ApiError } from '@/lib/api/api-error';
import { LOCAL_ONLY_FORMATS } from '@/lib/api/schemas/scrape-constants';
import { t } from '@/lib/i18n/t';

/** The first format in `formats` the service's v1 scrape lacks (the page's facts, the summary). */
const localOnlyFormatIn = (formats: readonly string[] | undefined): string | undefined =>
  formats?.find((f) => (LOCAL_ONLY_FORMATS as readonly string[]).includes(f));

/** Why the service engine cannot answer these formats, in the user's words; undefined when it can. */
export function localOnlyProblem(formats: readonly string[] | undefined): string | undefined {
  const format = localOnlyFormatIn(formats);
  return format && t('remote_localOnlyFormat', format);
}

/**
 * The service's v1 scrape (and batch scrape) has none of LOCAL_ONLY_FORMATS: a request carrying one
 * is refused here, before anything is sent, with the field to fix.
 */
export function refuseLocalOnlyFormats(formats: readonly string[] | undefined): void {
  const message = localOnlyProblem(formats);
  if (message) throw new ApiError({ kind: 'invalid-request', message, details: [{ field: 'formats', message }] });
}
