import { errorText } from '@/lib/api/error-text';
import type { PAGE_FACT_FORMATS } from '@/lib/api/schemas/scrape-constants';
import { t } from '@/lib/i18n/t';
import { pageBranding } from '@/lib/engines/local/page-facts/branding';
import { pageImages } from '@/lib/engines/local/page-facts/images';
import { menuFacts } from '@/lib/engines/local/page-facts/menu';
import { productFacts } from '@/lib/engines/local/page-facts/product';

type PageFactFormat = (typeof PAGE_FACT_FORMATS)[number];

const READERS = {
  images: pageImages,
  product: productFacts,
  menu: menuFacts,
  branding: pageBranding,
} satisfies Record<PageFactFormat, (doc: Document, pageUrl: string) => unknown>;

type PageFacts = { [F in PageFactFormat]?: ReturnType<(typeof READERS)[F]> };

/**
 * The asked-for page facts of the live document (runs in the tab: branding and images need its
 * layout). A page that breaks a reader never breaks the scrape: that format is left out and the
 * warning says which and why.
 */
export function readPageFacts(
  doc: Document,
  pageUrl: string,
  asked: Partial<Record<PageFactFormat, boolean>>,
): { facts: PageFacts; warning?: string } {
  const facts: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [format, read] of Object.entries(READERS)) {
    if (!asked[format as PageFactFormat]) continue;
    try {
      facts[format] = read(doc, pageUrl);
    } catch (error) {
      problems.push(t('localScrape_pageFactFailed', format, errorText(error)));
    }
  }
  return { facts: facts as PageFacts, warning: problems.length ? problems.join(' ') : undefined };
}
