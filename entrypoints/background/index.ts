import '@/lib/setup/zod-jitless';
import { registerAccountHandlers } from '@/lib/account';
import { registerBatchHandlers } from '@/lib/batch';
import { registerBridge } from '@/lib/bridge';
import { registerCdpRelay } from '@/lib/cdp-relay';
import { registerSidePanel } from '@/lib/browser/side-panel-handlers';
import { registerTabPool } from '@/lib/browser/tab-pool';
import { registerCrawlHandlers } from '@/lib/crawl';
import { registerInteract, registerLocalInteract } from '@/lib/interact';
import { registerStartup } from '@/lib/jobs/startup';
import { registerMenus } from '@/lib/menus';
import { registerModelUiHandlers } from '@/lib/model/model-ui-handlers';
import { registerMonitors } from '@/lib/monitor';
import { registerScrape } from '@/lib/scrape';
import { registerSearch } from '@/lib/search';
import { registerCheckedSettings } from '@/lib/settings/settings-handlers';

// Only the list of registrations: each feature registers its handlers, menus and alarms from its
// own folder (lib/<feature>/index.ts).
export default defineBackground({
  // A classic worker: libraries that use dynamic import() break in a module worker.
  main() {
    registerStartup();
    registerCheckedSettings();
    registerSidePanel();
    registerTabPool();
    registerModelUiHandlers();
    registerAccountHandlers();
    registerScrape();
    registerBatchHandlers();
    registerCrawlHandlers();
    registerSearch();
    registerMonitors();
    registerInteract();
    registerMenus();
    registerLocalInteract();
    registerBridge();
    registerCdpRelay();
  },
});
