// Where each browser looks for a native-messaging host's manifest, for the current user.
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

/** @typedef {'chrome' | 'chromium' | 'firefox'} Browser */
/** @typedef {{ browser: Browser, name: string, dir: string }} Target */

export const BROWSERS = /** @type {const} */ (['chrome', 'chromium', 'firefox']);
const NAMES = { chrome: 'Chrome', chromium: 'Chromium', firefox: 'Firefox' };

/**
 * @param {{ browser: Browser | 'all' | undefined, profileDir?: string, platform?: NodeJS.Platform,
 *   env?: NodeJS.ProcessEnv, home?: string }} options
 * @returns {{ ok: true, targets: Target[] } | { ok: false, message: string }}
 */
export function installTargets({ browser, profileDir, platform = process.platform, env = process.env, home }) {
  if (profileDir !== undefined) {
    // Chrome and Chromium read hosts from a --user-data-dir they are given; Firefox reads none there.
    const chosen = browser ?? 'chromium';
    if (chosen !== 'chrome' && chosen !== 'chromium') {
      return {
        ok: false,
        message:
          '--profile-dir is for Chrome or Chromium started with --user-data-dir; Firefox reads hosts only from ~/.mozilla/native-messaging-hosts. Use --browser chrome or --browser chromium with it.',
      };
    }
    return {
      ok: true,
      targets: [{ browser: chosen, name: NAMES[chosen], dir: join(resolve(profileDir), 'NativeMessagingHosts') }],
    };
  }
  const dirs = userDirs(platform, env, home ?? homedir());
  if (!dirs) {
    return {
      ok: false,
      message:
        platform === 'win32'
          ? 'Windows registers native-messaging hosts in the registry; this command does not support Windows yet. Use Linux or macOS.'
          : `This command knows where browsers look for native-messaging hosts on Linux and macOS only, not on ${platform}.`,
    };
  }
  const chosen = !browser || browser === 'all' ? BROWSERS : [browser];
  return { ok: true, targets: chosen.map((each) => ({ browser: each, name: NAMES[each], dir: dirs[each] })) };
}

/**
 * @param {NodeJS.Platform} platform
 * @param {NodeJS.ProcessEnv} env
 * @param {string} home
 * @returns {Record<Browser, string> | undefined}
 */
function userDirs(platform, env, home) {
  if (platform === 'darwin') {
    const support = join(home, 'Library', 'Application Support');
    return {
      chrome: join(support, 'Google', 'Chrome', 'NativeMessagingHosts'),
      chromium: join(support, 'Chromium', 'NativeMessagingHosts'),
      firefox: join(support, 'Mozilla', 'NativeMessagingHosts'),
    };
  }
  if (platform === 'linux') {
    // Chrome and Chromium keep their profiles under $XDG_CONFIG_HOME when it is set.
    const config = env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join(home, '.config');
    return {
      chrome: join(config, 'google-chrome', 'NativeMessagingHosts'),
      chromium: join(config, 'chromium', 'NativeMessagingHosts'),
      firefox: join(home, '.mozilla', 'native-messaging-hosts'),
    };
  }
  return undefined;
}
