import { remoteClient } from '@/lib/engines/remote/remote-client';
import { handle } from '@/lib/messaging/handle';

/** The team's active crawls and token usage, for the side panel's views. */
export function registerAccountHandlers(): void {
  handle('activeCrawls', async () => (await remoteClient()).activeCrawls());
  handle('tokenUsage', async ({ byApiKey }) => (await remoteClient()).tokenUsage({ byApiKey }));
}
