import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, type ContractServer } from '../server/index';
import { buildGranting127 } from './support/popup-helpers';
import { FixtureServer } from './support/fixture-server';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { expectNoErrorsAfterEach } from './support/console-errors';
import { LAYOUT_SCHEMES, LAYOUT_WIDTHS, layoutProblems } from './support/layout-check';
import { LAYOUT_VIEW_NAMES, prepareLayoutViews, type LayoutViewName, type OpenView } from './support/layout-views';

// Every page of the extension (the popup, Options, each view of the side panel), with data in it,
// drawn at 320, 400 and 1280 px wide in the light and the dark theme and measured in the real
// browser: no sideways scroll, every control inside the viewport, no control's text cut, no two
// controls drawn over each other (support/layout-check.ts). `npm run screenshots` takes the same
// pages as images (layout-screenshots.shots.ts).
describe('layout at every width, in both themes', () => {
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
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  it.each(LAYOUT_VIEW_NAMES)('%s draws cleanly at 320, 400 and 1280 px, light and dark', async (name) => {
    const page = await views[name]({ width: 400, height: 800 }, 'light');
    const found: string[] = [];
    for (const scheme of LAYOUT_SCHEMES)
      for (const width of LAYOUT_WIDTHS) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 800 });
        for (const p of await layoutProblems(page)) found.push(`${width}px ${scheme}: ${p.kind}: ${p.what}`);
      }
    await page.close();
    expect(found).toEqual([]);
  });
});
