import { noteRequestRunning } from '@/lib/bridge/bridge-badge';
import type { BridgeAnswer, BridgeRequest } from '@/lib/bridge/bridge-request-schema';
import { activityEntry, type RequestEnd } from '@/lib/bridge/activity/activity-entry';
import { keepActivity } from '@/lib/bridge/activity/keep-activity';

/**
 * Runs one request with the badge showing, and keeps it in the activity log (`request`:
 * undefined if unparsed). The log is a record, never a gate: a failure to write it is only
 * warned about, and the answer (or the handler's error) goes out as it was.
 */
export async function trackRequest(
  request: BridgeRequest | undefined,
  client: string,
  run: () => Promise<BridgeAnswer>,
): Promise<BridgeAnswer> {
  noteRequestRunning(1);
  const time = Date.now();
  let end: RequestEnd | undefined;
  try {
    const answer = await run();
    end = { answer };
    return answer;
  } catch (error) {
    end = { thrown: error };
    throw error;
  } finally {
    // Written after the answer has gone: the log never delays it.
    const entry = activityEntry(request, client, end ?? { thrown: undefined }, time, Date.now());
    noteRequestRunning(-1);
    void keepActivity(entry).catch((error: unknown) =>
      console.warn('The bridge activity log could not be written', error),
    );
  }
}
