import { useState } from 'preact/hooks';
import { requestNativeMessaging } from '@/lib/permissions/bridge-access';
import { Button } from '@/components/ui/index';
import { errorText } from '@/lib/api/error-text';
import { t } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';
import { BRIDGE_PORT, bridgePortSchema, type Settings } from '@/lib/settings/settings-schema';
import { updateSettings } from '@/lib/settings/settings-store';
import { BridgeSetup } from '@/entrypoints/options/bridge/BridgeSetup';
import { BridgeSites } from '@/entrypoints/options/bridge/BridgeSites';
import { BridgeToken } from '@/entrypoints/options/bridge/BridgeToken';
import { statusText } from '@/entrypoints/options/bridge/status-text';
import { useBridgeStatus } from '@/entrypoints/options/bridge/use-bridge-status';

/**
 * The bridge: off by default. Turning it on asks the browser for native messaging (in the click,
 * as the browser requires), then the background starts the bridge program, which listens on
 * 127.0.0.1 only. Each control applies at once, like the key section above.
 */
export function BridgeSection({ initial }: { initial: Settings }) {
  const [enabled, setEnabled] = useState(initial.bridgeEnabled);
  const [forwarding, setForwarding] = useState(initial.bridgeForwarding);
  const [acting, setActing] = useState(initial.bridgeActing);
  const [port, setPort] = useState(String(initial.bridgePort));
  const [savedPort, setSavedPort] = useState(initial.bridgePort);
  const [portError, setPortError] = useState('');
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useBridgeStatus();

  const turn = async (on: boolean) => {
    setProblem('');
    // Asked for first, while the click still counts as the user's gesture.
    const allowed = !on || (await requestNativeMessaging());
    if (!allowed) return setProblem(t('options_bridgePermissionRefused'));
    try {
      await updateSettings({ bridgeEnabled: on });
      setEnabled(on);
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const applyPort = async () => {
    const checked = bridgePortSchema.safeParse(Number(port));
    if (!checked.success || !/^\d+$/.test(port.trim()))
      return setPortError(checked.error?.issues[0]?.message ?? t('options_bridgePortInvalid'));
    setPortError('');
    await updateSettings({ bridgePort: checked.data });
    setSavedPort(checked.data);
  };

  const failed = status?.state === 'failed';
  return (
    <section aria-labelledby="bridge-heading">
      <h2 id="bridge-heading">{t('options_bridgeHeading')}</h2>
      <p class="hint">{t('options_bridgeIntro')}</p>
      <div class="field check">
        <input
          id="bridge-enabled"
          type="checkbox"
          checked={enabled}
          onChange={(e) => void turn(e.currentTarget.checked)}
        />
        <label for="bridge-enabled">{t('options_bridgeEnable')}</label>
      </div>
      <div class="inline-actions">
        <p id="bridge-status" class={`result${failed ? ' fail' : ''}`} role="status" aria-live="polite">
          {problem || statusText(status)}
        </p>
        {failed && enabled ? (
          <Button onClick={() => void ask('retryBridge', {}).then(setStatus, () => undefined)}>
            {t('options_bridgeRetry')}
          </Button>
        ) : null}
      </div>
      <div class="field">
        <label for="bridge-port">{t('options_bridgePort')}</label>
        <div class="row">
          <input
            id="bridge-port"
            type="number"
            min={BRIDGE_PORT.min}
            max={BRIDGE_PORT.max}
            value={port}
            aria-invalid={portError ? 'true' : undefined}
            aria-describedby={portError ? 'bridge-port-error' : 'bridge-port-hint'}
            onInput={(e) => setPort(e.currentTarget.value)}
          />
          <Button onClick={() => void applyPort()} disabled={port === String(savedPort)}>
            {t('options_bridgeApplyPort')}
          </Button>
        </div>
        {portError ? (
          <p class="field-error" id="bridge-port-error">
            {portError}
          </p>
        ) : (
          <p class="hint" id="bridge-port-hint">
            {t('options_bridgePortHint')}
          </p>
        )}
      </div>
      <BridgeToken />
      <div class="field check">
        <input
          id="bridge-forwarding"
          type="checkbox"
          checked={forwarding}
          aria-describedby="bridge-forwarding-hint"
          onChange={(e) => {
            const on = e.currentTarget.checked;
            void updateSettings({ bridgeForwarding: on }).then(() => setForwarding(on));
          }}
        />
        <label for="bridge-forwarding">{t('options_bridgeForwarding')}</label>
        <p class="hint" id="bridge-forwarding-hint">
          {t('options_bridgeForwardingHint')}
        </p>
      </div>
      <BridgeSites />
      <div class="field check">
        <input
          id="bridge-acting"
          type="checkbox"
          checked={acting}
          aria-describedby="bridge-acting-hint"
          onChange={(e) => {
            const on = e.currentTarget.checked;
            void updateSettings({ bridgeActing: on }).then(() => setActing(on));
          }}
        />
        <label for="bridge-acting">{t('options_bridgeActing')}</label>
        <p class="hint" id="bridge-acting-hint">
          {t('options_bridgeActingHint')}
        </p>
      </div>
      <BridgeSites kind="act" />
      <BridgeSetup port={savedPort} />
    </section>
  );
}
