import '@/lib/setup/zod-jitless';
import { registerAccountHandlers } from '@/entrypoints/background/account-handlers';
import { registerBridge } from '@/lib/bridge/bridge-handlers';
import { registerBatchHandlers } from '@/lib/batch/batch-handlers';
import { registerCrawlHandlers } from '@/lib/crawl/crawl-handlers';
import { registerCheckedSettings } from '@/entrypoints/background/checked-settings';
import { registerContextMenu } from '@/entrypoints/background/context-menu';
import { registerJobHandlers } from '@/entrypoints/background/job-handlers';
import { registerKeyHandlers } from '@/entrypoints/background/key-handlers';
import { registerModelUiHandlers } from '@/lib/model/model-ui-handlers';
import { registerMonitorAlarms } from '@/lib/monitor/monitor-alarms';
import { registerMonitorHandlers } from '@/lib/monitor/monitor-handlers';
import { registerMonitorNotifications } from '@/lib/monitor/monitor-notify';
import { registerRemoteMonitorHandlers } from '@/lib/monitor/remote-monitor-handlers';
import { registerRenderedPage } from '@/entrypoints/background/rendered-page';
import { registerSelectionJobs } from '@/entrypoints/background/selection-job';
import { registerShortcut } from '@/entrypoints/background/shortcut';
import { registerSidePanel } from '@/entrypoints/background/side-panel';
import { registerStartup } from '@/entrypoints/background/startup';

export default defineBackground({
  // A classic worker: libraries that use dynamic import() break in a module worker.
  main() {
    registerStartup();
    registerCheckedSettings();
    registerJobHandlers();
    registerBatchHandlers();
    registerCrawlHandlers();
    registerRenderedPage();
    registerSelectionJobs();
    registerKeyHandlers();
    registerAccountHandlers();
    registerSidePanel();
    registerContextMenu();
    registerShortcut();
    registerMonitorHandlers();
    registerMonitorNotifications();
    registerMonitorAlarms();
    registerRemoteMonitorHandlers();
    registerBridge();
    registerModelUiHandlers();
  },
});
