import type { ParsedPage } from '@/lib/api/schemas/parse-blocks';
import { MarkdownView } from '@/components/markdown-view/MarkdownView';
import { CopyButton } from '@/components/ui/CopyButton';
import { t } from '@/lib/i18n/t';
import { Field } from '@/components/result/Field';

/** Each parsed page's markdown, collapsible; the first page starts open. */
export function PagesField({ pages }: { pages: ParsedPage[] }) {
  return (
    <Field name="pages" title={t('result_pages', pages.length)}>
      {pages.map((page, i) => (
        <details key={i} class="page" open={i === 0} data-page={page.pageNumber}>
          <summary>{t('result_page', page.pageNumber)}</summary>
          <div class="field-actions">
            <CopyButton text={page.markdown ?? ''} label={t('result_copyMarkdown')} />
          </div>
          {page.markdown ? <MarkdownView markdown={page.markdown} /> : <p class="muted">{t('result_emptyPage')}</p>}
        </details>
      ))}
    </Field>
  );
}
