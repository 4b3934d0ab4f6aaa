import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, type ContractServer } from '../server/index';
import { buildGranting127 } from './support/popup-helpers';
import { FixtureServer } from './support/fixture-server';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { saveScreenshot } from './support/screenshot';
import { LAYOUT_SCHEMES, LAYOUT_WIDTHS, layoutProblems } from './support/layout-check';
import { LAYOUT_VIEW_NAMES, prepareLayoutViews, type LayoutViewName, type OpenView } from './support/layout-views';

// Every page ui-layout.e2e.ts measures, as images to look at: test-results/layout/<scheme>/<width>/<view>.png
// (the whole page; not committed), each measured as ui-layout.e2e.ts does. SHOT_VIEWS=popup,options
// takes only those.
const OUT = 'test-results/layout';
const ONLY = process.env.SHOT_VIEWS?.split(',').filter(Boolean);

describe('layout screenshots at 320, 400 and 1280 px, light and dark', () => {
  let ext: LaunchedExtension;
  let api: ContractServer;
  let build: Awaited<ReturnType<typeof buildGranting127>>;
  let views: Record<LayoutViewName, OpenView>;
  const site = new FixtureServer();

  beforeAll(async () => {
    build = await buildGranting127();
    [ext, api] = await Promise.all([launchExtension({ extensionDir: build.dir }), startContractServer(), site.start()]);
    views = await prepareLayoutViews(ext, api, site);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([ext?.close(), api?.close(), site.close()]);
    await build?.remove();
  });

  const names = LAYOUT_VIEW_NAMES.filter((n) => !ONLY || ONLY.includes(n));
  it.each(names)(
    '%s',
    async (name) => {
      const page = await views[name]({ width: 400, height: 800 }, 'light');
      const found: string[] = [];
      for (const scheme of LAYOUT_SCHEMES)
        for (const width of LAYOUT_WIDTHS) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.setViewportSize({ width, height: 800 });
          await page.waitForTimeout(100); // lazy chunks and images settle
          // The whole page in one viewport rather than a full-page capture: a sticky bar (Options'
          // Save settings) is then drawn where it rests, not over the rows at the first screen's foot.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.setViewportSize({ width, height: Math.min(height, 12_000) });
          await saveScreenshot(page, `${OUT}/${scheme}/${width}/${name}.png`);
          await page.setViewportSize({ width, height: 800 });
          for (const p of await layoutProblems(page)) found.push(`${width}px ${scheme}: ${p.kind}: ${p.what}`);
        }
      await page.close();
      expect(found).toEqual([]);
    },
    120_000,
  );
});
