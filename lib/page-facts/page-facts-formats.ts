import { pageBranding } from './branding';
import { pageImages } from './images';
import { menuFacts } from './menu';
import { productFacts } from './product';

import type { PAGE_FACT_FORMATS } from '../api/schemas/scrape-constants';

type PageFactFormat = (typeof PAGE_FACT_FORMATS)[number];

/** The asked-for page facts of the live document (runs in the tab: branding and images need its layout). */
export function readPageFacts(doc: Document, pageUrl: string, asked: Partial<Record<PageFactFormat, boolean>>) {
  return {
    images: asked.images ? pageImages(doc, pageUrl) : undefined,
    product: asked.product ? productFacts(doc, pageUrl) : undefined,
    menu: asked.menu ? menuFacts(doc, pageUrl) : undefined,
    branding: asked.branding ? pageBranding(doc, pageUrl) : undefined,
  };
}
