import { trackRequest } from '@/lib/bridge/activity/track-request';
import { backgroundDeps } from '@/lib/bridge/background-deps';
import { bridgeRequestSchema, type BridgeAnswer, type BridgeRequestInput } from '@/lib/bridge/bridge-request-schema';
import { clientName } from '@/lib/bridge/client-name';
import { withConsent } from '@/lib/bridge/consent/with-consent';
import { routeRequest } from '@/lib/bridge/route-request';

/**
 * One request relayed by the bridge program, answered in the background: the router over the
 * buttons' own jobs, each site read only with the user's consent, the request shown on the badge
 * and kept in the activity log.
 */
export function handleRelayed(input: BridgeRequestInput, signal: AbortSignal): Promise<BridgeAnswer> {
  const parsed = bridgeRequestSchema.safeParse(input);
  // The router answers a request that does not parse (400); it still counts as activity.
  const request = parsed.success ? parsed.data : undefined;
  const name = clientName(request?.headers ?? {}, request?.body);
  const deps = withConsent(backgroundDeps(), name, signal);
  return trackRequest(request, name, () => routeRequest(input, deps, { name, signal }));
}
