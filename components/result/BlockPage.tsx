import type { PageBlocks } from '@/lib/api/schemas/parse-blocks';
import { t } from '@/lib/i18n/t';
import { bboxToPercent, boxStyle } from '@/components/result/bbox';

/**
 * One page's layout blocks: outlines drawn over a box with the page's proportions (when the boxes
 * can be placed), then the items as a list with their order, type, label, text and confidence.
 */
export function BlockPage({ page }: { page: PageBlocks }) {
  const items = page.items ?? [];
  const boxes = items.map((item) => bboxToPercent(item.bbox, page.width, page.height));
  const ratio = page.width && page.height && page.width > 0 && page.height > 0 ? page.width / page.height : 1 / 1.414;
  return (
    <section class="block-page" data-page={page.pageNumber ?? ''}>
      <h4>
        {t('result_page', page.pageNumber ?? '?')}
        {page.width && page.height ? ` · ${page.width} × ${page.height}` : ''}
        {page.status ? ` · ${page.status}` : ''}
      </h4>
      {boxes.some(Boolean) && (
        <div class="block-canvas" style={{ aspectRatio: String(ratio) }} aria-hidden="true">
          {boxes.map((box, i) =>
            box ? (
              <div
                key={i}
                class={`block-box block-${(items[i]?.type ?? 'other').replace(/[^a-z0-9-]/gi, '')}`}
                style={boxStyle(box)}
                title={items[i]?.label ?? items[i]?.type ?? ''}
              >
                <span class="block-order">{items[i]?.readingOrder ?? i + 1}</span>
              </div>
            ) : null,
          )}
        </div>
      )}
      <ol class="block-items">
        {items.map((item, i) => (
          <li key={item.id ?? i}>
            <span class="badge">{item.type ?? '—'}</span>
            {item.label && <span class="muted"> {item.label}</span>}
            {item.confidence?.layout !== undefined && item.confidence.layout !== null && (
              <span class="muted"> · {t('result_confidence', Math.round(item.confidence.layout * 100))}</span>
            )}
            {item.content && (
              <p class="block-content">{item.content.length > 400 ? `${item.content.slice(0, 400)}…` : item.content}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
