import { useState } from 'preact/hooks';
import { errorData, type ApiErrorData } from '@/lib/api/api-error';
import type { FieldError } from '@/lib/api/field-errors';
import { t } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';
import { fieldOf } from '@/entrypoints/sidepanel/views/crawl/crawl-draft';
import { detailFields, requestCrawlAccess } from '@/lib/permissions/crawl-access';

/**
 * Starting a crawl or a map: this browser first asks for the site (inside the click), a refusal
 * is said at the address; the answer's problems go next to the fields they name (`isField`), the
 * rest in a banner.
 */
export function useSiteRun(isField: (name: string) => boolean) {
  const [busy, setBusy] = useState(false);
  const [fromService, setFromService] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<ApiErrorData>();
  const report = (error: unknown) => {
    const data = errorData(error);
    const details = detailFields(data);
    const fields = details.filter((f) => isField(fieldOf(f.field)));
    setFromService(fields);
    setFailure(fields.length && fields.length === details.length ? undefined : data);
  };
  /** Call first in the click handler: the permission prompt needs the click. */
  const run = (engine: Engine, url: string, subdomains: boolean, work: () => Promise<void>) => {
    const access = engine === 'local' ? requestCrawlAccess(url, subdomains) : undefined;
    setBusy(true);
    setFailure(undefined);
    setFromService([]);
    void (async () => {
      try {
        if (access && !(await access))
          setFromService([{ field: 'url', message: t('crawlView_siteRefused', new URL(url).host) }]);
        else await work();
      } catch (error) {
        report(error);
      } finally {
        setBusy(false);
      }
    })();
  };
  return { run, report, busy, fromService, setFromService, failure, setFailure };
}
