import type { FieldError } from '@/lib/api/field-errors';
import { httpUrlOf } from '@/lib/api/schemas/http-url-rule';
import { requestSitesAccess } from '@/lib/permissions/site-access';

/**
 * Asks for the site a crawl or map in this browser reads, and its subdomains when they are
 * included (`https://*.host/`, which site-access turns into `https://*.host/*`). Call it first
 * in the click handler, before any await: the browser shows the prompt only inside the click.
 */
export function requestCrawlAccess(url: string, subdomains: boolean): Promise<boolean> {
  const start = httpUrlOf(url);
  if (!start) return Promise.resolve(true);
  const host = start.hostname.replace(/^www\./, '');
  return requestSitesAccess(subdomains ? [start.href, `${start.protocol}//*.${host}/`] : [start.href]);
}

/**
 * The fields named in an error's details: the background's (`{field, message}`) or the
 * service's zod issues (`{path: ['includePaths', 1], message}`). Without a message of its own,
 * a detail takes the error's.
 */
export function detailFields(error: { message: string; details?: unknown }): FieldError[] {
  const details = Array.isArray(error.details) ? (error.details as unknown[]) : [];
  return details.flatMap((detail) => {
    if (typeof detail !== 'object' || detail === null) return [];
    const { field, path, message } = detail as { field?: unknown; path?: unknown; message?: unknown };
    const name = typeof field === 'string' ? field : Array.isArray(path) ? path.map(String).join('.') : undefined;
    return name ? [{ field: name, message: typeof message === 'string' ? message : error.message }] : [];
  });
}
