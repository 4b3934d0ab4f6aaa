import { useEffect, useState } from 'preact/hooks';
import { httpUrl, imageSrc } from '@/components/result/safe-url';
import { MarkdownView } from '@/components/markdown-view/MarkdownView';
import { SafeHtml } from '@/components/safe-html/SafeHtml';
import { Button } from '@/components/ui/Button';
import { t } from '@/lib/i18n/t';
import { itemId, type BatchItem } from '@/lib/jobs/batch-schema';
import { getItemResult } from '@/lib/jobs/batch-store';
import type { SearchResult } from '@/lib/search/search-answer';
import { routeHash } from '@/entrypoints/sidepanel/route';

interface Props {
  jobId: string;
  result: SearchResult;
  /** The result's page, when it was chosen to be read. */
  page?: BatchItem;
  ticked: boolean;
  onTick(on: boolean): void;
  /** Reads this one result; absent while the search runs. */
  onScrape?: () => void;
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An image result's picture, through the one component that turns markup into DOM. */
function Thumbnail({ src, alt }: { src: string; alt: string }) {
  return (
    <SafeHtml class="search-thumbnail" html={`<img src="${attribute(src)}" alt="${attribute(alt)}" loading="lazy">`} />
  );
}

/** A read result's markdown, read from History only when shown. */
function PageMarkdown({ jobId, index }: { jobId: string; index: number }) {
  const [markdown, setMarkdown] = useState<string>();
  useEffect(() => {
    void getItemResult(jobId, index).then((result) => setMarkdown(result?.markdown ?? ''));
  }, [jobId, index]);
  return markdown === undefined ? <p class="muted">{t('sidepanel_loading')}</p> : <MarkdownView markdown={markdown} />;
}

const siteOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

/**
 * One result: tick it, open it, read it; once read, its page's status, its markdown in place and a
 * link to its result.
 */
export function ResultRow({ jobId, result, page, ticked, onTick, onScrape }: Props) {
  const href = httpUrl(result.url);
  const picture = imageSrc(result.imageUrl);
  const name = result.title || result.url;
  return (
    <li class="search-result" data-url={result.url} data-kind={result.kind}>
      <label class="check">
        <input type="checkbox" checked={ticked} onChange={(e) => onTick(e.currentTarget.checked)} />
        <span class="search-result-title">{name}</span>
      </label>
      {picture && <Thumbnail src={picture} alt={name} />}
      {href ? (
        <a class="search-result-url" href={href} target="_blank" rel="noopener noreferrer">
          {result.url}
        </a>
      ) : (
        <span class="search-result-url">{result.url}</span>
      )}
      {result.kind === 'news' && (
        <p class="muted search-result-facts">{[siteOf(result.url), result.date].filter(Boolean).join(' · ')}</p>
      )}
      {result.description && <p class="search-result-description">{result.description}</p>}
      <div class="search-result-actions">
        {!page && onScrape && result.kind !== 'images' && (
          <Button variant="quiet" onClick={onScrape} aria-label={t('searchView_scrapeOneNamed', name)}>
            {t('searchView_scrapeOne')}
          </Button>
        )}
        {page && <span class={`badge status-${page.status}`}>{t(`batch_item_${page.status}`)}</span>}
        {page?.status === 'done' && (
          <a href={routeHash({ view: 'result', jobId: itemId(jobId, page.index) })}>{t('searchView_openPage')}</a>
        )}
      </div>
      {page?.error && <p class="field-error">{page.error.message}</p>}
      {page?.status === 'done' && (
        <details class="search-result-markdown">
          <summary>{t('searchView_markdown')}</summary>
          <PageMarkdown jobId={jobId} index={page.index} />
        </details>
      )}
    </li>
  );
}
