import { LOCAL_ONLY_FORMATS } from '../../api/schemas/scrape-constants';
import type { ScrapeRequest } from '../../api/schemas/scrape-request';
import { t } from '../../i18n/t';

/** What the service engine cannot do: a v2 format its v1 scrape lacks. Never sent, said plainly. */
export function remoteRefusal(request: Pick<ScrapeRequest, 'formats'>): string | undefined {
  const format = request.formats?.find((f) => LOCAL_ONLY_FORMATS.includes(f));
  return format && t('remote_localOnlyFormat', format);
}
