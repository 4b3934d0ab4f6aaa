import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { launchFirefox, type LaunchedFirefox } from './support/launch-firefox';
import { expectNoAddonErrorsAfterEach } from './support/addon-errors';
import { readStore } from './support/firefox-history';

// A local monitor in real Firefox ESR: created (its first check the baseline, its alarm set),
// checked now with nothing changed, then the page changed and the change found, with its diff
// shown by the sidebar page. The test copy holds `notifications`, which a monitor asks for.
let ff: LaunchedFirefox;
let site: FixtureSite;

const page = (price: string, note: string) =>
  `<!doctype html><title>Kettle</title><main><h1>Kettle</h1><p class="price">Price: ${price}</p><p>${note}</p></main>`;

beforeAll(async () => {
  site = await startFixtureSite({ '/kettle': page('30 EUR', 'In stock.') });
  ff = await launchFirefox({ extraPermissions: ['notifications'] });
});
afterAll(async () => {
  await ff?.close();
  await site?.close();
});
expectNoAddonErrorsAfterEach(() => ff);

interface Check {
  monitorId: string;
  seq: number;
  status: string;
  summary?: { added: number; removed: number; firstChangedLine?: string };
}

const checksOf = async (monitorId: string) =>
  ((await readStore(ff, 'monitorChecks')) as Check[]).filter((c) => c.monitorId === monitorId);

async function checkNow(monitorId: string): Promise<Check> {
  const reply = await ff.ask<Check>('checkMonitorNow', { monitorId });
  if (!reply.ok) throw new Error(`checkMonitorNow refused: ${reply.error?.message}`);
  return reply.value!;
}

describe('Firefox: local monitor', () => {
  it('checks the page, finds a change and shows its diff', async () => {
    const url = `${site.url}/kettle`;
    const created = await ff.ask<{ id: string }>('createMonitor', {
      request: { url },
      schedule: { every: 'hours', hours: 3 },
      changeRule: {},
    });
    expect(created.error).toBeUndefined();
    const monitorId = created.value!.id;
    // The first check, in the background, is the baseline.
    await expect
      .poll(async () => (await checksOf(monitorId)).map((c) => c.status), { timeout: 30_000 })
      .toEqual(['new']);
    const alarms = await ff.extension.evaluate(() =>
      (
        globalThis as unknown as {
          browser: { alarms: { getAll(): Promise<{ name: string; periodInMinutes?: number }[]> } };
        }
      ).browser.alarms.getAll(),
    );
    expect(alarms.find((a) => a.name === `monitor:${monitorId}`)?.periodInMinutes).toBe(180);

    expect((await checkNow(monitorId)).status).toBe('same');
    site.pages.set('/kettle', { body: page('35 EUR', 'Back in stock soon.') });
    const changed = await checkNow(monitorId);
    expect(changed).toMatchObject({
      status: 'changed',
      summary: { added: 2, removed: 2, firstChangedLine: '− Price: 30 EUR' },
    });

    const panel = await ff.openPage('sidepanel.html');
    await panel.evaluate((hash: string) => void (location.hash = hash), `#/monitors/${monitorId}/${changed.seq}`);
    await panel.waitForSelector(`.monitor-card[data-monitor="${monitorId}"] .diff`);
    const diff = await panel.$eval('.diff', (d) => d.textContent ?? '');
    expect(diff).toContain('+Price: 35 EUR');
    expect(diff).toContain('-Price: 30 EUR');
    await panel.close();
    expect((await ff.ask('deleteMonitor', { monitorId })).ok).toBe(true);
  });
});
