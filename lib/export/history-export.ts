import type { Job } from '@/lib/jobs/job-schema';

/** The export file's shape; `version` changes if the shape does. */
export interface HistoryExport {
  format: 'web-data-extractor-history';
  version: 1;
  exportedAt: string;
  jobs: unknown[];
}

// A job never holds the API key, but a user may have put credentials in a scrape's headers, or
// a page may echo a key: an export is shared, so anything that looks like a secret is dropped.
const SECRET_NAME =
  /^(?:authorization|proxy-authorization|cookie|set-cookie|x-api-key|api[-_]?key|apikey|access[-_]?token|secret|password)$/i;
const SECRET_TEXT = [/\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/g, /\bfc-[A-Za-z0-9]{16,}\b/g];
export const REDACTED = '[redacted]';

function scrub(value: unknown, secrets: string[]): unknown {
  if (typeof value === 'string') {
    let text = value;
    for (const secret of secrets) if (secret.length >= 8) text = text.split(secret).join(REDACTED);
    for (const pattern of SECRET_TEXT) text = text.replace(pattern, REDACTED);
    return text;
  }
  if (Array.isArray(value)) return value.map((v) => scrub(v, secrets));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_NAME.test(k) ? REDACTED : scrub(v, secrets),
      ]),
    );
  }
  return value;
}

/**
 * The jobs as an export document, with secrets removed: header values such as Authorization or
 * Cookie, bearer tokens and API-key-shaped strings anywhere, and every `secrets` string given.
 */
export function buildHistoryExport(
  jobs: readonly Job[],
  { secrets = [], now = new Date() }: { secrets?: string[]; now?: Date } = {},
): HistoryExport {
  return {
    format: 'web-data-extractor-history',
    version: 1,
    exportedAt: now.toISOString(),
    jobs: jobs.map((job) => scrub(job, secrets)),
  };
}

/** The export as pretty JSON text, ready to download. */
export const historyExportJson = (jobs: readonly Job[], options?: Parameters<typeof buildHistoryExport>[1]) =>
  JSON.stringify(buildHistoryExport(jobs, options), null, 2);
