import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  allowSites,
  freePort,
  launchWithBridge,
  turnBridgeOn,
  type BridgeBrowser,
  type BridgeOn,
} from './support/bridge-support';
import { saveScreenshot } from './support/screenshot';

// The README's screenshots of the bridge, from the real extension with the bridge program
// registered and turned on: Settings' Bridge section, the side panel asking about a site, and
// History's activity log (`npm run screenshots` takes them light, then dark).
/** SHOT_SCHEME=dark takes the same screenshots in dark mode, into docs/screenshots/dark/. */
const SCHEME = process.env.SHOT_SCHEME === 'dark' ? 'dark' : 'light';
const OUT = SCHEME === 'dark' ? 'docs/screenshots/dark' : 'docs/screenshots';
const PANEL = { width: 400, height: 860 };

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createNetServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

describe('README screenshots: the bridge', () => {
  let browser: BridgeBrowser;
  let bridge: BridgeOn;
  let site: Server;
  let origin: string;
  let intranet: Server;
  let intranetOrigin: string;

  const scrape = (url: string, agent: string) =>
    fetch(`${bridge.apiUrl}/v2/scrape`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bridge.token}`, 'content-type': 'application/json', 'user-agent': agent },
      body: JSON.stringify({ url, formats: ['markdown'] }),
    });

  beforeAll(async () => {
    site = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<!doctype html><title>Quarterly numbers</title><main><h1>Quarterly numbers</h1><p>${req.url}</p></main>`,
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    // A second site (another port), not allowed yet: the one the side panel asks about.
    intranet = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Team directory</title><main><h1>Team directory</h1><p>Who does what.</p></main>');
    });
    await new Promise<void>((resolve) => intranet.listen(0, '127.0.0.1', resolve));
    intranetOrigin = `http://127.0.0.1:${(intranet.address() as AddressInfo).port}`;
    browser = await launchWithBridge();
    // The default port, as the README shows it, unless something on this machine holds it.
    bridge = await turnBridgeOn(browser.ext, (await isFree(3012)) ? 3012 : await freePort());
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
    await new Promise((resolve) => intranet?.close(resolve));
  });

  it('settings: the bridge on, its token, install command and sites', async () => {
    await allowSites(browser.ext, [origin]);
    await scrape(`${origin}/reports/q3`, 'firecrawl-mcp/3.26.0');
    const page = bridge.options;
    await page.setViewportSize({ width: 900, height: 1000 });
    await page.emulateMedia({ colorScheme: SCHEME });
    await page.reload();
    await page.locator('#bridge-status').filter({ hasText: 'Listening' }).waitFor();
    await page.locator('#bridge-heading').scrollIntoViewIfNeeded();
    await saveScreenshot(page, `${OUT}/options-bridge.png`, {
      selector: 'section[aria-labelledby="bridge-heading"]',
    });
  });

  it('side panel: a program asks to read a site; History: the activity log', async () => {
    const panel = await browser.ext.context.newPage();
    await panel.setViewportSize(PANEL);
    await panel.emulateMedia({ colorScheme: SCHEME });
    await panel.goto(browser.ext.url('sidepanel.html#/history'));
    const waiting = scrape(`${intranetOrigin}/intranet/team-directory`, 'curl/8.5.0');
    await panel.locator('.bridge-asks').waitFor({ timeout: 30_000 });
    await saveScreenshot(panel, `${OUT}/sidepanel-bridge-ask.png`);
    await panel.locator('.bridge-asks').getByRole('button', { name: 'Allow once' }).click();
    await waiting;
    await panel.getByRole('tab', { name: 'Bridge activity' }).click();
    await panel.locator('.activity-row').nth(1).waitFor();
    await saveScreenshot(panel, `${OUT}/sidepanel-bridge-activity.png`);
  });
});
