import { CopyButton } from '@/components/ui/index';
import { t } from '@/lib/i18n/t';
import { browser } from 'wxt/browser';

/** The command that registers the bridge program for this browser, with this extension's id filled in. */
export const installCommand = (): string =>
  import.meta.env.FIREFOX
    ? 'npm run bridge:install -- --browser firefox'
    : `npm run bridge:install -- --extension-id ${browser.runtime.id}`;

/** How to install the program, and what a client sets to use the bridge (the token is shown above). */
export function BridgeSetup({ port }: { port: number }) {
  const apiUrl = `http://127.0.0.1:${port}`;
  const command = installCommand();
  return (
    <div class="bridge-setup">
      <p class="hint">{t('options_bridgeInstallHint')}</p>
      <div class="row code-row">
        <code id="bridge-install-command">{command}</code>
        <CopyButton text={command} label={t('options_bridgeCopyCommand')} />
      </div>
      <p class="hint">{t('options_bridgeClientHint')}</p>
      <div class="row code-row">
        <code id="bridge-api-url">{apiUrl}</code>
        <CopyButton text={apiUrl} label={t('options_bridgeCopyUrl')} />
      </div>
    </div>
  );
}
