/**
 * What kind of page this is: article, documentation, service, forum, collection, listing or
 * product. A multinomial logistic regression over page-type-features.ts, its weights trained on
 * WCXB's development set by test/bench/articles/train-page-type.mjs (held-out fold accuracy in
 * docs/main-content.md). Read once per conversion; the main-content profile and the scrape
 * answer's metadata (`pageType`) both use it.
 */
import weightsJson from '@/lib/engines/local/convert/page-type/page-type-weights.json';
import { pageTypeFeatures, type PageTypeFeatures } from '@/lib/engines/local/convert/page-type/page-type-features';
import type { PageStats } from '@/lib/engines/local/convert/main-content/page-stats';
import type { PageType, PageTypeModel } from '@/lib/engines/local/convert/page-type/page-type-model';

export type { PageType } from '@/lib/engines/local/convert/page-type/page-type-model';

/** The shipped weights; their shape is checked by test/unit/engines/local/convert/page-type/. */
const model = weightsJson as PageTypeModel;

/** The type of `doc`; `page` is its main-content walk with nothing removed, when already made. */
export function pageType(doc: Document, url: string, page?: PageStats): PageType {
  return classify(pageTypeFeatures(doc, url, page));
}

function classify(features: PageTypeFeatures): PageType {
  // A feature that could not be read counts as the average page's.
  const x = model.features.map((name, j) =>
    Number.isFinite(features[name]) ? (features[name] - (model.mean[j] ?? 0)) / (model.std[j] || 1) : 0,
  );
  let best: PageType = 'article';
  let bestScore = -Infinity;
  model.types.forEach((type, k) => {
    const row = model.weights[k] ?? [];
    const score = (model.bias[k] ?? 0) + x.reduce((sum, v, j) => sum + v * (row[j] ?? 0), 0);
    if (score > bestScore) {
      bestScore = score;
      best = type;
    }
  });
  return best;
}
