import { fileExtension, isParseableName, PARSE_EXTENSIONS, PARSE_MAX_FILE_BYTES } from '@/lib/api/parse-file-rules';
import { formatBytes } from '@/lib/i18n/format-bytes';
import { t } from '@/lib/i18n/t';

/** What the file picker offers: the extensions parse accepts. */
export const PARSE_ACCEPT = PARSE_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * Why a file cannot be parsed, checked before any upload (the service would refuse it after
 * sending up to 50 MB); undefined when it may go.
 */
export function refuseFile(file: Pick<File, 'name' | 'size'>): string | undefined {
  if (!isParseableName(file.name)) {
    const ext = fileExtension(file.name);
    return ext ? t('drop_badType', ext) : t('drop_noExtension');
  }
  if (file.size > PARSE_MAX_FILE_BYTES)
    return t('drop_tooLarge', formatBytes(file.size), formatBytes(PARSE_MAX_FILE_BYTES));
  if (file.size === 0) return t('drop_empty');
  return undefined;
}
