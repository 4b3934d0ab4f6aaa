import { localOnlyProblem } from '@/lib/api/local-only-formats';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';

/** What the service engine cannot do: a v2 format its v1 scrape lacks. Never sent, said plainly. */
export function remoteRefusal(request: Pick<ScrapeRequest, 'formats'>): string | undefined {
  return localOnlyProblem(request.formats);
}
