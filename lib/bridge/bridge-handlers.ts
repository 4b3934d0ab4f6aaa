import { pruneActivityAtStart } from '@/lib/bridge/activity/keep-activity';
import { handle } from '@/lib/messaging/handle';
import { bridgeMessages } from '@/lib/bridge/bridge-protocol';
import { clearStaleBridgeBadge } from '@/lib/bridge/bridge-badge';
import { bridgeStatus, retryBridge, syncBridge, watchBridgeSettings } from '@/lib/bridge/bridge-connection';
import { bridgeToken, regenerateBridgeToken } from '@/lib/bridge/bridge-token-store';
import { answerAsk, clearAskMirror } from '@/lib/bridge/consent/ask-queue';

/** The bridge in the background: its connection kept in line with the settings, and the pages' messages. */
export function registerBridge(): void {
  void pruneActivityAtStart();
  clearStaleBridgeBadge();
  void clearAskMirror();
  watchBridgeSettings();
  handle(bridgeMessages, 'bridgeStatus', async () => bridgeStatus());
  handle(bridgeMessages, 'bridgeToken', async () => ({ token: await bridgeToken() }));
  handle(bridgeMessages, 'regenerateBridgeToken', async () => {
    const token = await regenerateBridgeToken();
    await syncBridge();
    return { token };
  });
  handle(bridgeMessages, 'retryBridge', async () => {
    await retryBridge();
    return bridgeStatus();
  });
  handle(bridgeMessages, 'answerBridgeAsk', async ({ id, answer }) => ({ answered: await answerAsk(id, answer) }));
}
