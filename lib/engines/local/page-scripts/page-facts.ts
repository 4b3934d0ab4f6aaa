import { registerPageParts } from '@/lib/engines/local/in-page/page-parts';
import { readPageFacts } from '@/lib/engines/local/page-facts/page-facts-formats';

// The page facts' readers (images, product, menu, branding), injected beside the extract script
// only when a scrape asks for one of them, which the extract command then reads.
export default defineUnlistedScript(() => {
  registerPageParts({ facts: readPageFacts });
});
