import { extractedJson } from '@/lib/api/schemas/scrape-response';
import type { Job } from '@/lib/jobs/job-schema';
import { Banner } from '@/components/ui/Banner';
import { t } from '@/lib/i18n/t';
import { httpStatusText, isHttpError } from '@/lib/api/http-status';
import { ActionsField } from '@/components/result/ActionsField';
import { BlocksField } from '@/components/result/BlocksField';
import { BrandingField } from '@/components/result/BrandingField';
import { ChangeTrackingField } from '@/components/result/ChangeTrackingField';
import { HtmlField } from '@/components/result/HtmlField';
import { ImagesField } from '@/components/result/ImagesField';
import { JsonField } from '@/components/result/JsonField';
import { unknownFields } from '@/components/result/known-fields';
import { LinksField } from '@/components/result/LinksField';
import { MarkdownField } from '@/components/result/MarkdownField';
import { MediaFields } from '@/components/result/MediaFields';
import { MenuField } from '@/components/result/MenuField';
import { MetadataTable } from '@/components/result/MetadataTable';
import { ModelUsageLine } from '@/components/result/ModelUsageLine';
import { PagesField } from '@/components/result/PagesField';
import { resultFileBase } from '@/lib/export/result-file-name';
import { ProductField } from '@/components/result/ProductField';
import { useSavedImages } from '@/components/result/saved-images';
import { ScreenshotImage } from '@/components/result/ScreenshotImage';
import { Field } from '@/components/result/Field';
import { WithImagesDownload } from '@/components/result/WithImagesDownload';
import { hasImages } from '@/lib/export/page-images';

/**
 * Every field of a finished job's result, scrape or parse, from either engine. Everything shown
 * is untrusted: text goes in as text, markup only through SafeHtml, links only when http(s).
 */
export function ResultView({ job }: { job: Job }) {
  const data = job.result;
  const { saved, add } = useSavedImages(job.id);
  if (!data) return null;
  const base = resultFileBase(job);
  const json = extractedJson(data);
  const extra = unknownFields(data);
  const requested = job.kind === 'scrape' ? job.request.actions : undefined;
  const pageUrl = data.metadata?.sourceURL ?? data.metadata?.url ?? job.url;
  const status = data.metadata?.statusCode;
  return (
    <div class="result-view">
      {/* A notice, not a failure: an error page's content is still shown below. */}
      {isHttpError(status) && <Banner tone="warning">{t('result_httpStatusNotice', httpStatusText(status))}</Banner>}
      {data.warning && (
        <Banner tone="warning" title={t('result_warning')}>
          {data.warning}
        </Banner>
      )}
      {typeof data.markdown === 'string' && (
        <MarkdownField name="markdown" title={t('result_markdown')} markdown={data.markdown} fileName={`${base}.md`} />
      )}
      {pageUrl && data.markdown && hasImages(data.markdown) && (
        <WithImagesDownload
          url={pageUrl}
          title={job.title}
          data={data}
          finishedAt={job.finishedAt}
          fileName={`${base}-with-images.zip`}
        />
      )}
      {data.modelUsage && <ModelUsageLine usage={data.modelUsage} />}
      {data.summary && (
        <MarkdownField
          name="summary"
          title={t('result_summary')}
          markdown={data.summary}
          fileName={`${base}-summary.md`}
        />
      )}
      {data.pages && data.pages.length > 0 && <PagesField pages={data.pages} />}
      {json !== undefined && json !== null && (
        <JsonField name="json" title={t('result_json')} value={json} fileName={`${base}.json`} />
      )}
      {data.changeTracking && <ChangeTrackingField change={data.changeTracking} />}
      {data.html && (
        <HtmlField name="html" title={t('result_html')} html={data.html} fileName={`${base}.html`} baseUrl={pageUrl} />
      )}
      {data.rawHtml && (
        <HtmlField
          name="rawHtml"
          title={t('result_rawHtml')}
          html={data.rawHtml}
          fileName={`${base}-raw.html`}
          baseUrl={pageUrl}
        />
      )}
      {data.links && <LinksField links={data.links} fileName={`${base}-links.txt`} />}
      {data.images && data.images.length > 0 && <ImagesField images={data.images} />}
      {data.screenshot && (
        <Field name="screenshot" title={t('result_screenshot')}>
          <ScreenshotImage
            jobId={job.id}
            url={data.screenshot}
            saved={saved.get(data.screenshot)}
            onSaved={add}
            finishedAt={job.finishedAt}
            alt={t('result_screenshotOf', job.title ?? base)}
          />
        </Field>
      )}
      {!data.screenshot && data.warning && screenshotAsked(job) && (
        <Field name="screenshot" title={t('result_screenshot')}>
          <p class="hint">{t('result_screenshotNotTaken')}</p>
        </Field>
      )}
      {data.actions && (
        <ActionsField
          baseName={base}
          jobId={job.id}
          actions={data.actions}
          requested={requested}
          finishedAt={job.finishedAt}
          saved={saved}
          onSaved={add}
        />
      )}
      {data.blocks && data.blocks.length > 0 && <BlocksField blocks={data.blocks} />}
      {data.branding && <BrandingField branding={data.branding} />}
      {data.product && <ProductField product={data.product} />}
      {data.menu && <MenuField menu={data.menu} />}
      <MediaFields data={data} baseName={base} />
      {data.metadata && <MetadataTable metadata={data.metadata} />}
      {extra && (
        <JsonField name="extra" title={t('result_other')} value={extra} fileName={`${base}-other.json`} open={false} />
      )}
    </div>
  );
}

/** A scrape asked for a screenshot: where none came, its place says why (the warning above). */
const screenshotAsked = (job: Job): boolean =>
  job.kind === 'scrape' && (job.request.formats ?? []).some((f) => f === 'screenshot' || f === 'screenshot@fullPage');
