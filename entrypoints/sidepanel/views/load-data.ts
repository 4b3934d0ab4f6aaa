import type { ActiveCrawlsResponse } from '@/lib/api/schemas/active-crawls';
import type { TokenUsageResponse } from '@/lib/api/schemas/token-usage';
import { ask } from '@/lib/messaging/messenger';

// The views' data, each one message to the background (which owns the key and the network).
// Views take these as props, so tests can pass a stub instead.

export type LoadCrawls = () => Promise<ActiveCrawlsResponse>;
export type LoadUsage = (byApiKey: boolean) => Promise<TokenUsageResponse>;

export const loadActiveCrawls: LoadCrawls = () => ask('activeCrawls', {});
export const loadTokenUsage: LoadUsage = (byApiKey) => ask('tokenUsage', { byApiKey });
