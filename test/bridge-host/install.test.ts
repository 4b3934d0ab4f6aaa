// `bridge-host/install.mjs`: registers the host where each browser looks, and removes exactly that.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIREFOX_EXTENSION_ID, HOST_NAME } from '../../bridge-host/host-manifest.mjs';
import { installTargets } from '../../bridge-host/install-targets.mjs';
import { createFrameReader, encodeMessage } from '../../bridge-host/native-messaging.mjs';
import { HOST_PATH } from './support/host-process';

const INSTALL = fileURLToPath(new URL('../../bridge-host/install.mjs', import.meta.url));
const ID = 'abcdefghijklmnopabcdefghijklmnop';
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wde-bridge-install-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs install.mjs with HOME (and nothing else of the user's) pointing into the temp folder. */
function run(...args: string[]) {
  const result = spawnSync(process.execPath, [INSTALL, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: join(dir, 'home') },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('bridge install', () => {
  it('writes the Chromium manifest and an executable launcher into --profile-dir, and uninstall removes them', () => {
    const profile = join(dir, 'profile');
    const installed = run('install', '--profile-dir', profile, '--extension-id', ID);
    expect(installed.code, installed.err).toBe(0);
    const hosts = join(profile, 'NativeMessagingHosts');
    const launcher = join(hosts, `${HOST_NAME}.sh`);
    expect(JSON.parse(readFileSync(join(hosts, `${HOST_NAME}.json`), 'utf8'))).toEqual({
      name: HOST_NAME,
      description: expect.any(String),
      path: launcher,
      type: 'stdio',
      allowed_origins: [`chrome-extension://${ID}/`],
    });
    expect(statSync(launcher).mode & 0o111).toBe(0o111);
    const script = readFileSync(launcher, 'utf8');
    expect(script).toContain(`'${process.execPath}' '${HOST_PATH}'`);
    expect(installed.out).toContain(join(hosts, `${HOST_NAME}.json`));
    expect(installed.out).toContain(launcher);

    const removed = run('uninstall', '--profile-dir', profile);
    expect(removed.code, removed.err).toBe(0);
    expect(readdirSync(hosts)).toEqual([]);
    expect(removed.out).toContain(launcher);
  });

  it('registers for Chrome, Chromium and Firefox at their user paths by default', () => {
    const home = join(dir, 'home');
    expect(run('install', '--extension-id', ID).code).toBe(0);
    const chrome = join(home, '.config/google-chrome/NativeMessagingHosts', `${HOST_NAME}.json`);
    const chromium = join(home, '.config/chromium/NativeMessagingHosts', `${HOST_NAME}.json`);
    const firefox = join(home, '.mozilla/native-messaging-hosts', `${HOST_NAME}.json`);
    for (const path of [chrome, chromium]) {
      expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ allowed_origins: [`chrome-extension://${ID}/`] });
    }
    const firefoxManifest = JSON.parse(readFileSync(firefox, 'utf8'));
    expect(firefoxManifest).toMatchObject({
      name: HOST_NAME,
      type: 'stdio',
      allowed_extensions: [FIREFOX_EXTENSION_ID],
    });
    expect(firefoxManifest.allowed_origins).toBeUndefined();
    expect(existsSync(firefoxManifest.path)).toBe(true);

    expect(run('uninstall').code).toBe(0);
    for (const path of [chrome, chromium, firefox]) expect(existsSync(path)).toBe(false);
  });

  it('registers for Firefox alone without an extension id', () => {
    expect(run('install', '--browser', 'firefox').code).toBe(0);
    expect(readdirSync(join(dir, 'home/.mozilla/native-messaging-hosts')).sort()).toEqual([
      `${HOST_NAME}.json`,
      `${HOST_NAME}.sh`,
    ]);
    expect(existsSync(join(dir, 'home/.config'))).toBe(false);
  });

  it('refuses a bad or missing extension id, writing nothing', () => {
    for (const id of ['abc', 'ABCDEFGHIJKLMNOPABCDEFGHIJKLMNOP', 'qrstuvwxyzqrstuvwxyzqrstuvwxyzqr']) {
      const refused = run('install', '--browser', 'chrome', '--extension-id', id);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('32 letters from a to p');
    }
    const missing = run('install');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('--extension-id');
    expect(existsSync(join(dir, 'home'))).toBe(false);
  });

  it('refuses Firefox with --profile-dir and an unknown browser', () => {
    expect(run('install', '--browser', 'firefox', '--profile-dir', dir).err).toContain('Firefox reads hosts only');
    expect(run('install', '--browser', 'safari').err).toContain('--browser must be');
    expect(run('remove').code).toBe(1);
  });

  it('leaves a manifest that is not its own in place', () => {
    const profile = join(dir, 'profile');
    expect(run('install', '--profile-dir', profile, '--extension-id', ID).code).toBe(0);
    const manifest = join(profile, 'NativeMessagingHosts', `${HOST_NAME}.json`);
    writeFileSync(manifest, '{"name":"other"}');
    expect(run('uninstall', '--profile-dir', profile).out).toContain('Left');
    expect(existsSync(manifest)).toBe(true);
  });

  it('knows the macOS paths, and says Windows is not supported', () => {
    expect(installTargets({ browser: 'all', platform: 'darwin', home: '/Users/u' })).toEqual({
      ok: true,
      targets: [
        {
          browser: 'chrome',
          name: 'Chrome',
          dir: '/Users/u/Library/Application Support/Google/Chrome/NativeMessagingHosts',
        },
        {
          browser: 'chromium',
          name: 'Chromium',
          dir: '/Users/u/Library/Application Support/Chromium/NativeMessagingHosts',
        },
        {
          browser: 'firefox',
          name: 'Firefox',
          dir: '/Users/u/Library/Application Support/Mozilla/NativeMessagingHosts',
        },
      ],
    });
    expect(installTargets({ browser: 'all', platform: 'win32', home: 'C:\\Users\\u' })).toEqual({
      ok: false,
      message: expect.stringContaining('does not support Windows'),
    });
    expect(
      installTargets({ browser: 'chrome', platform: 'linux', home: '/home/u', env: { XDG_CONFIG_HOME: '/xdg' } }),
    ).toEqual({
      ok: true,
      targets: [{ browser: 'chrome', name: 'Chrome', dir: '/xdg/google-chrome/NativeMessagingHosts' }],
    });
  });

  it('names the Firefox id that wxt.config.ts gives the extension', () => {
    const config = readFileSync(fileURLToPath(new URL('../../wxt.config.ts', import.meta.url)), 'utf8');
    expect(config).toContain(`id: '${FIREFOX_EXTENSION_ID}'`);
  });

  it('writes a launcher that starts the host with an empty environment', async () => {
    const profile = join(dir, 'profile');
    expect(run('install', '--profile-dir', profile, '--extension-id', ID).code).toBe(0);
    const launcher = join(profile, 'NativeMessagingHosts', `${HOST_NAME}.sh`);
    // As the browser does: no PATH, the extension's origin as the argument.
    const child = spawn(launcher, [`chrome-extension://${ID}/`], { env: {}, stdio: 'pipe' });
    const pong = new Promise<unknown>((resolve) => child.stdout.on('data', createFrameReader(resolve, resolve)));
    child.stdin.write(encodeMessage({ type: 'ping' }));
    expect(await pong).toEqual({ type: 'pong' });
    child.stdin.end();
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(0);
  });
});
