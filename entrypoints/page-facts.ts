import { registerPageParts } from '@/lib/engines/local-scrape/page/page-parts';
import { readPageFacts } from '@/lib/page-facts/page-facts-formats';

// The page facts' readers (images, product, menu, branding), injected beside the extract script
// only when a scrape asks for one of them, which the extract command then reads.
export default defineUnlistedScript(() => {
  registerPageParts({ facts: readPageFacts });
});
