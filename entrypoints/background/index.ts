import '@/lib/setup/zod-jitless';
import { registerAccountHandlers } from './account-handlers';
import { registerBridge } from '../../lib/bridge/bridge-handlers';
import { registerBatchHandlers } from '../../lib/batch/batch-handlers';
import { registerCrawlHandlers } from '../../lib/crawl/crawl-handlers';
import { registerCheckedSettings } from './checked-settings';
import { registerContextMenu } from './context-menu';
import { registerJobHandlers } from './job-handlers';
import { registerKeyHandlers } from './key-handlers';
import { registerModelUiHandlers } from '../../lib/model/model-ui-handlers';
import { registerMonitorAlarms } from '../../lib/monitor/monitor-alarms';
import { registerMonitorHandlers } from '../../lib/monitor/monitor-handlers';
import { registerMonitorNotifications } from '../../lib/monitor/monitor-notify';
import { registerRemoteMonitorHandlers } from '../../lib/monitor/remote-monitor-handlers';
import { registerRenderedPage } from './rendered-page';
import { registerSelectionJobs } from './selection-job';
import { registerShortcut } from './shortcut';
import { registerSidePanel } from './side-panel';
import { registerStartup } from './startup';

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
