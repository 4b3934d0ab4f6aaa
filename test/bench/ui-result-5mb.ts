// Benchmark: the side panel's Result view showing a 5 MB markdown answer, in headless Chromium.
// Prints the longest main-thread task (Long Tasks API) while the view opens and scrolls through
// the whole answer, against the 200 ms target, and when the first section became visible.
// Run: npm run build && npm run bench:ui   (prints numbers; asserts nothing)
import { launchExtension } from '../e2e/support/launch-extension';
import { seedJobs } from '../e2e/support/sidepanel-support';
import { median } from './stats';

const RUNS = Number(process.env.RUNS ?? 3);
const TARGET_MS = 200;

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
            : i % 10 === 3
              ? `- item ${i}\n- item with [a link](https://example.com/${i})\n- third\n\n`
              : `Paragraph ${i}: ${'lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(6)}*emphasis* and \`code\`.\n\n`;
    parts.push(block);
    size += block.length;
  }
  return parts.join('');
}

const markdown = bigMarkdown(5 * 1024 * 1024);
const ext = await launchExtension({ viewport: { width: 420, height: 900 } });
try {
  const seeder = await ext.page('sidepanel.html#/history');
  await seeder.waitForSelector('[role="tablist"]');
  const now = Date.now();
  await seedJobs(seeder, [
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
  await seeder.close();

  const longest: number[] = [];
  console.log(
    `Result view, ${(markdown.length / 1024 / 1024).toFixed(1)} MB markdown, ${RUNS} runs (open, wheel through 90,000 px, jump to the end, the middle, a quarter):`,
  );
  for (let run = 0; run < RUNS; run++) {
    const page = await ext.context.newPage();
    // Observers installed before the page's own code runs, so opening the view is measured too.
    await page.addInitScript(() => {
      const w = window as unknown as { __tasks: number[] };
      w.__tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__tasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(ext.url('sidepanel.html#/result/big'));
    await page.waitForSelector('[data-field="markdown"] h2');
    const firstSection = await page.evaluate(() => performance.now());
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Screen-sized wheel steps through the first 90,000 px, then jumps to the end and the middle.
    for (let y = 0; y < Math.min(height, 90_000); y += 900) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(16);
    }
    for (const at of [1, 0.5, 0.25]) {
      await page.evaluate((f) => window.scrollTo(0, document.documentElement.scrollHeight * f), at);
      await page.waitForTimeout(400);
    }
    const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
    const max = Math.max(0, ...tasks);
    longest.push(max);
    console.log(
      `  run ${run + 1}: first section after ${firstSection.toFixed(0)} ms; ${tasks.length} long tasks (> 50 ms), longest ${max.toFixed(0)} ms; page ${height} px`,
    );
    await page.close();
  }
  const worst = Math.max(...longest);
  console.log(
    `longest task: median of runs ${median(longest).toFixed(0)} ms, worst ${worst.toFixed(0)} ms; target no task over ${TARGET_MS} ms -> ${worst < TARGET_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  await ext.close();
}
