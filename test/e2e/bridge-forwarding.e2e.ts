import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { freePort, launchWithBridge, turnBridgeOn, type BridgeBrowser, type BridgeOn } from './support/bridge-support';
import { configureRemote } from './support/ui-support';

// What only the service serves (here its list of active crawls) is forwarded to the user's
// service with the key kept in the extension, and only once the user ticks forwarding in Settings;
// the key never reaches the program.

let api: ContractServer;
let browser: BridgeBrowser;
let bridge: BridgeOn;

beforeAll(async () => {
  api = await startContractServer();
  browser = await launchWithBridge();
  await configureRemote(browser.ext, TEAM_A_KEY, api.url);
  bridge = await turnBridgeOn(browser.ext, await freePort());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await api?.close();
});

const activeCrawls = () =>
  fetch(`${bridge.apiUrl}/v2/crawl/active`, { headers: { authorization: `Bearer ${bridge.token}` } });

describe('forwarding to the service', () => {
  it('is off by default: the program is told the endpoint needs the service', async () => {
    const answer = await activeCrawls();
    expect(answer.status).toBe(501);
    expect(await answer.json()).toMatchObject({ success: false, code: 'NOT_SERVED_LOCALLY' });
  });

  it('once ticked in Settings, goes to the service with the stored key, which the answer never holds', async () => {
    await bridge.options.reload();
    await bridge.options.getByLabel('Send what only the service can do to the service, with my API key').check();
    const said = async () => {
      const reply = await activeCrawls();
      return `${reply.status} ${await reply.text()}`;
    };
    await expect.poll(said, { timeout: 15_000 }).toMatch(/^200 /);
    const answer = await activeCrawls();
    const text = await answer.text();
    expect(JSON.parse(text)).toMatchObject({ success: true, crawls: expect.any(Array) });
    expect(text).not.toContain(TEAM_A_KEY);
    // The service saw the key kept in the extension, not the bridge's token.
    const seen = api.requests.filter((r) => r.path === '/v2/crawl/active');
    expect(seen.at(-1)?.headers.authorization).toBe(`Bearer ${TEAM_A_KEY}`);
  }, 60_000);
});
