import type { ParseOptions } from '@/lib/api/schemas/parse-options';
import { formatBytes } from '@/lib/i18n/format-bytes';
import type { JobWork } from '@/lib/jobs/job-runner';
import { remoteClient } from '@/lib/engines/remote/remote-client';
import { t } from '@/lib/i18n/t';
import { retryProgress } from '@/lib/engines/remote/retry-progress';

/** Uploads the file to /v2/parse; the options go as a text field. */
export const parseRemote =
  (file: Blob, fileName: string, options: ParseOptions): JobWork =>
  async (signal, report) => {
    const client = await remoteClient();
    report({ message: t('remote_uploading', fileName, formatBytes(file.size)) });
    const answer = await client.parse({ file, fileName, options }, { signal, onRetry: retryProgress(report) });
    return answer.data;
  };
