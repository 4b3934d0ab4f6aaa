import type { BridgeStatus } from '@/lib/bridge/bridge-status';
import { t } from '@/lib/i18n/t';

/** The status line under the switch: what listens, or what went wrong and what to do. */
export function statusText(status: BridgeStatus | undefined): string {
  switch (status?.state) {
    case undefined:
      return '';
    case 'off':
      return t('options_bridgeOff');
    case 'starting':
      return t('options_bridgeStarting');
    case 'listening':
      return t('options_bridgeListening', `http://127.0.0.1:${status.port}`);
    case 'failed':
      return status.message;
  }
}
