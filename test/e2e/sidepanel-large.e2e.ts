import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension } from './support/launch-extension';
import type { LaunchedExtension } from './support/launch-extension';
import { seedJobs, showView } from './support/sidepanel-support';
import { expectNoErrorsAfterEach } from './support/console-errors';

// A 5 MB markdown answer renders progressively in the Result view: it opens, scrolls through the
// whole document, jumps around, and switches to raw and back, and every part is there in the end.
// How long its main-thread tasks take is measured by npm run bench:ui (test/bench/ui-result-5mb.ts),
// never asserted here: a loaded CI machine would make it a flake.

/** The number of the last "## Section N" heading of the document. */
const lastSection = (md: string): number => Number([...md.matchAll(/^## Section (\d+)$/gm)].pop()?.[1] ?? 0);

function bigMarkdown(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const block =
      i % 10 === 0
        ? `## Section ${i}\n\n`
        : i % 10 === 5
          ? `| a | b | c |\n|---|---|---|\n| ${i} | **bold** | [link](https://example.com/${i}) |\n\n`
          : i % 10 === 7
            ? '```js\nconst x = 1;\nconsole.log(x);\n```\n\n'
            : `Paragraph ${i}: ${'lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(6)}*emphasis* and \`code\`.\n\n`;
    parts.push(block);
    size += block.length;
  }
  return parts.join('');
}

describe('side panel with a 5 MB result', () => {
  let ext: LaunchedExtension;
  let page: Page;
  const markdown = bigMarkdown(5 * 1024 * 1024);

  beforeAll(async () => {
    ext = await launchExtension({ viewport: { width: 420, height: 900 } });
    page = await ext.page('sidepanel.html#/history');
    await page.waitForSelector('[role="tablist"]');
    const now = Date.now();
    await seedJobs(page, [
      {
        id: 'big',
        kind: 'scrape',
        engine: 'remote',
        status: 'done',
        createdAt: now,
        updatedAt: now,
        finishedAt: now,
        url: 'https://example.com/big',
        request: { url: 'https://example.com/big' },
        result: { markdown, metadata: { title: 'Big', statusCode: 200 } },
      },
    ]);
  });
  afterAll(async () => {
    await ext?.close();
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  it('renders progressively, scrolls to the end and toggles raw and back', async () => {
    await showView(page, '#/result/big');
    await page.waitForSelector('[data-field="markdown"] h2');
    // Scroll through the document in screen-sized steps, then jump to the end and the middle.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < Math.min(height, 60_000); y += 900) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(16);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = `Section ${lastSection(markdown)}`;
    await expect
      .poll(() => page.locator('[data-field="markdown"] h2', { hasText: last }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const raw = page.locator('[data-field="markdown"]').getByRole('button', { name: 'Raw' });
    await raw.click();
    await page.waitForSelector('[data-field="markdown"] pre');
    await raw.click();
    await page.waitForSelector('[data-field="markdown"] h2');
    // The whole document is there in the end: every chunk rendered or waiting to be.
    expect(
      await page.locator('[data-field="markdown"] .chunk, [data-field="markdown"] .chunk-placeholder').count(),
    ).toBeGreaterThan(100);
  });
});
