import { handle } from '@/lib/messaging/handle';
import { clearStaleBridgeBadge } from '@/lib/bridge/bridge-badge';
import { bridgeStatus, retryBridge, syncBridge, watchBridgeSettings } from '@/lib/bridge/bridge-connection';
import { bridgeToken, regenerateBridgeToken } from '@/lib/bridge/bridge-token-store';
import { answerAsk, clearAskMirror } from '@/lib/bridge/consent/ask-queue';

/** The bridge in the background: its connection kept in line with the settings, and the pages' messages. */
export function registerBridge(): void {
  clearStaleBridgeBadge();
  void clearAskMirror();
  watchBridgeSettings();
  handle('bridgeStatus', async () => bridgeStatus());
  handle('bridgeToken', async () => ({ token: await bridgeToken() }));
  handle('regenerateBridgeToken', async () => {
    const token = await regenerateBridgeToken();
    await syncBridge();
    return { token };
  });
  handle('retryBridge', async () => {
    await retryBridge();
    return bridgeStatus();
  });
  handle('answerBridgeAsk', async ({ id, answer }) => ({ answered: await answerAsk(id, answer) }));
}
