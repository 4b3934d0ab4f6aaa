import type { z } from 'zod';
import { accountMessages } from '@/lib/account/account-protocol';
import { batchMessages } from '@/lib/batch/batch-protocol';
import { bridgeMessages } from '@/lib/bridge/bridge-protocol';
import { sidePanelMessages } from '@/lib/browser/side-panel-protocol';
import { crawlMessages } from '@/lib/crawl/crawl-protocol';
import { interactMessages } from '@/lib/interact/interact-protocol';
import { interactLocalMessages } from '@/lib/interact/local/interact-local-protocol';
import type { Reply } from '@/lib/messaging/message-table';
import { modelMessages } from '@/lib/model/model-ui-protocol';
import { monitorMessages } from '@/lib/monitor/monitor-protocol';
import { scrapeMessages } from '@/lib/scrape/scrape-protocol';
import { searchMessages } from '@/lib/search/search-protocol';

/**
 * Every message an extension page sends the background: each feature's table, in one map. The
 * background re-checks each message against its feature's table (lib/messaging/handle.ts); the
 * pages' sends are typed from this map (ask.ts). A name belongs to one table only (a unit test).
 */
export const messages = {
  ...scrapeMessages,
  ...accountMessages,
  ...sidePanelMessages,
  ...batchMessages,
  ...crawlMessages,
  ...searchMessages,
  ...monitorMessages,
  ...interactMessages,
  ...bridgeMessages,
  ...modelMessages,
  ...interactLocalMessages,
};

export const MESSAGE_TABLES = [
  scrapeMessages,
  accountMessages,
  sidePanelMessages,
  batchMessages,
  crawlMessages,
  searchMessages,
  monitorMessages,
  interactMessages,
  bridgeMessages,
  modelMessages,
  interactLocalMessages,
] as const;

export type MessageName = keyof typeof messages;
export type MessageData<K extends MessageName> = z.input<(typeof messages)[K]['data']>;
export type MessageResult<K extends MessageName> = z.infer<(typeof messages)[K]['result']>;
export type ProtocolMap = { [K in MessageName]: (data: MessageData<K>) => Reply<MessageResult<K>> };
