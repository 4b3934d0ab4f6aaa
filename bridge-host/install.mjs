// `npm run bridge:install -- --extension-id <ID>` and `npm run bridge:uninstall`: register the
// bridge's native-messaging host for the current user, or remove exactly what was registered.
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROME_EXTENSION_ID, HOST_NAME, hostManifest, launcherScript } from './host-manifest.mjs';
import { BROWSERS, installTargets } from './install-targets.mjs';

const USAGE = `Usage:
  node bridge-host/install.mjs install --extension-id <ID> [--browser chrome|chromium|firefox|all] [--profile-dir <dir>]
  node bridge-host/install.mjs uninstall [--browser chrome|chromium|firefox|all] [--profile-dir <dir>]

--extension-id  the extension's id in Chrome or Chromium (chrome://extensions, Developer mode);
                not needed for --browser firefox
--browser       which browser to register for (default: all three)
--profile-dir   a Chrome or Chromium --user-data-dir: the host is registered there only`;

const HOST_PATH = fileURLToPath(new URL('host.mjs', import.meta.url));

/** @param {string[]} argv */
function main(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        browser: { type: 'string' },
        'extension-id': { type: 'string' },
        'profile-dir': { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    return fail(`${/** @type {Error} */ (error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help) return void console.log(USAGE);
  if (positionals.length !== 1 || (command !== 'install' && command !== 'uninstall')) return fail(USAGE);
  const browser = values.browser;
  if (browser !== undefined && browser !== 'all' && !(/** @type {readonly string[]} */ (BROWSERS).includes(browser))) {
    return fail(`--browser must be chrome, chromium, firefox or all, not "${browser}".`);
  }
  const found = installTargets({
    browser: /** @type {import('./install-targets.mjs').Browser | 'all' | undefined} */ (browser),
    profileDir: values['profile-dir'],
  });
  if (!found.ok) return fail(found.message);
  if (command === 'uninstall') return uninstall(found.targets);
  return install(found.targets, values['extension-id']);
}

/**
 * @param {import('./install-targets.mjs').Target[]} targets
 * @param {string | undefined} extensionId
 */
function install(targets, extensionId) {
  const needsId = targets.filter((target) => target.browser !== 'firefox');
  if (needsId.length > 0 && extensionId === undefined) {
    return fail(
      `--extension-id <ID> is required for ${needsId.map((t) => t.name).join(' and ')}: open chrome://extensions, turn on Developer mode and copy Web Data Extractor's id (or use --browser firefox).`,
    );
  }
  if (needsId.length > 0 && !CHROME_EXTENSION_ID.test(extensionId ?? '')) {
    return fail(`"${extensionId}" is not an extension id: an id is 32 letters from a to p.`);
  }
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 20) return fail(`The bridge needs Node 20 or later; this is Node ${process.versions.node}.`);
  for (const target of targets) {
    const { manifestPath, launcherPath } = filesOf(target.dir);
    mkdirSync(target.dir, { recursive: true });
    writeFileSync(launcherPath, launcherScript(process.execPath, HOST_PATH));
    chmodSync(launcherPath, 0o755);
    const manifest = hostManifest(target.browser, launcherPath, extensionId);
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    const allowed = 'allowed_origins' in manifest ? manifest.allowed_origins : manifest.allowed_extensions;
    console.log(`Registered the bridge for ${target.name}:
  manifest  ${manifestPath}
  launcher  ${launcherPath} (runs ${process.execPath} ${HOST_PATH})
  allowed   ${allowed.join(', ')}`);
  }
  console.log(
    "\nThe browser starts the bridge when you turn it on in Web Data Extractor's options. Remove it with: npm run bridge:uninstall",
  );
}

/** @param {import('./install-targets.mjs').Target[]} targets */
function uninstall(targets) {
  for (const target of targets) {
    const { manifestPath, launcherPath } = filesOf(target.dir);
    const removed = [];
    if (existsSync(manifestPath)) {
      if (!isOurs(manifestPath)) {
        console.log(`Left ${manifestPath} in place: it does not name ${HOST_NAME}.`);
      } else {
        rmSync(manifestPath);
        removed.push(manifestPath);
      }
    }
    if (existsSync(launcherPath)) {
      rmSync(launcherPath);
      removed.push(launcherPath);
    }
    console.log(
      removed.length > 0
        ? `Removed the bridge from ${target.name}:\n${removed.map((path) => `  ${path}`).join('\n')}`
        : `Nothing to remove for ${target.name} in ${target.dir}.`,
    );
  }
}

/** @param {string} dir */
function filesOf(dir) {
  return { manifestPath: join(dir, `${HOST_NAME}.json`), launcherPath: join(dir, `${HOST_NAME}.sh`) };
}

/** @param {string} manifestPath */
function isOurs(manifestPath) {
  try {
    return JSON.parse(readFileSync(manifestPath, 'utf8')).name === HOST_NAME;
  } catch {
    return false;
  }
}

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exitCode = 1;
}

main(process.argv.slice(2));
