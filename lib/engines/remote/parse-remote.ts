import type { ParseOptions } from '../../api/schemas/parse-options';
import { formatBytes } from '../../i18n/format-bytes';
import type { JobWork } from '../../jobs/job-runner';
import { remoteClient } from './remote-client';
import { t } from '../../i18n/t';
import { retryProgress } from './retry-progress';

/** Uploads the file to /v2/parse; the options go as a text field. */
export const parseRemote =
  (file: Blob, fileName: string, options: ParseOptions): JobWork =>
  async (signal, report) => {
    const client = await remoteClient();
    report({ message: t('remote_uploading', fileName, formatBytes(file.size)) });
    const answer = await client.parse({ file, fileName, options }, { signal, onRetry: retryProgress(report) });
    return answer.data;
  };
