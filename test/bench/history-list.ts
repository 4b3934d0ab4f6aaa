// Benchmark: the side panel's History list with 1,000 jobs, 50 of them with 5 MB results and (on
// builds with batches) 10 of them batches of 200 pages each with their results, from
// navigation start to the first row in the page (median and p95 of RUNS opens), against the same
// panel opening on an empty history in the same run.
// Run: npm run build && npm run bench:history   (prints numbers; asserts nothing)
// EXTENSION_DIR=... runs it on another build (history version 1 builds are seeded in their layout).
import type { Page } from 'playwright-core';
import { launchExtension, type LaunchedExtension } from '../e2e/support/launch-extension';
import { median, percentile } from './stats';

const RUNS = Number(process.env.RUNS ?? 9);
const JOBS = 1000;
const BIG = 50;
const BIG_BYTES = 5 * 1024 * 1024;
/** Every 100th job (from the 50th) is a batch of this many pages, on builds that have batches. */
const BATCH_PAGES = 200;

/** Seeds `count` jobs in the page's history, big results made in the page (not sent over the wire). */
async function seed(page: Page): Promise<string> {
  return page.evaluate(
    async ({ jobs, big, bigBytes, batchPages }) => {
      // The background creates history as it starts: wait until its stores are there.
      let db: IDBDatabase;
      for (;;) {
        db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('wde-history');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        if (db.objectStoreNames.contains('jobs')) break;
        db.close();
        await new Promise((r) => setTimeout(r, 100));
      }
      const apart = db.objectStoreNames.contains('results');
      const batches = db.objectStoreNames.contains('batchItems');
      const para = 'Tide pools are small, harsh and crowded, and the animals in them survive heat and rain. ';
      const huge = para.repeat(Math.ceil(bigBytes / para.length)).slice(0, bigBytes);
      const now = Date.now();
      for (let start = 0; start < jobs; start += 50) {
        await new Promise<void>((resolve, reject) => {
          const stores = batches ? ['jobs', 'results', 'batchItems'] : apart ? ['jobs', 'results'] : ['jobs'];
          const tx = db.transaction(stores, 'readwrite');
          for (let i = start; i < Math.min(jobs, start + 50); i++) {
            const id = `job-${i}`;
            const url = `https://example.com/page/${i}`;
            const result = {
              markdown: i % Math.floor(jobs / big) === 0 ? huge : `# Page ${i}\n\n${para}`,
              metadata: { title: `Page ${i}`, statusCode: 200 },
            };
            const job = {
              id,
              kind: 'scrape',
              engine: 'local',
              status: 'done',
              createdAt: now - i * 60_000,
              updatedAt: now,
              finishedAt: now,
              url,
              title: `Page ${i}`,
              request: { url },
            };
            if (batches && i % 100 === 50) {
              const total = batchPages;
              tx.objectStore('jobs').put(
                {
                  id,
                  kind: 'batch',
                  engine: 'local',
                  status: 'done',
                  createdAt: job.createdAt,
                  updatedAt: now,
                  finishedAt: now,
                  title: `Batch of ${total} pages`,
                  source: 'list',
                  options: {},
                  total,
                  done: total,
                  failed: 0,
                },
                id,
              );
              for (let n = 0; n < total; n++) {
                tx.objectStore('batchItems').put(
                  { batchId: id, index: n, url: `${url}/${n}`, status: 'done', title: `Item ${n}`, finishedAt: now },
                  [id, n],
                );
                tx.objectStore('results').put(
                  { markdown: `# Item ${n}\n\n${para.repeat(20)}`, metadata: { title: `Item ${n}` } },
                  `${id}:${n}`,
                );
              }
              continue;
            }
            if (apart) {
              tx.objectStore('jobs').put({ ...job, pageKey: url, resultSize: result.markdown.length }, id);
              tx.objectStore('results').put(result, id);
            } else tx.objectStore('jobs').put({ ...job, result }, id);
          }
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      }
      db.close();
      const layout = apart ? 'summaries and results apart' : 'results inside job records (version 1)';
      return batches ? `${layout}; 10 of them batches of ${batchPages} pages with their results` : layout;
    },
    { jobs: JOBS, big: BIG, bigBytes: BIG_BYTES, batchPages: BATCH_PAGES },
  );
}

/** Opens the History view RUNS times; ms from navigation start until `selector` is in the page. */
async function firstPaints(ext: LaunchedExtension, selector: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await ext.context.newPage();
    await page.bringToFront();
    // From the document's start: the moment the first matching element is in the page.
    await page.addInitScript((sel: string) => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector(sel)) return;
        Object.assign(window, { __paintedAt: performance.now() });
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    }, selector);
    await page.goto(ext.url('sidepanel.html#/history'));
    const handle = await page.waitForFunction(
      () => (window as unknown as { __paintedAt?: number }).__paintedAt,
      undefined,
      { timeout: 120_000 },
    );
    times.push(Number(await handle.jsonValue()));
    await page.close();
  }
  return times;
}

const line = (label: string, xs: number[]) =>
  `${label.padEnd(44)} median ${median(xs).toFixed(0).padStart(5)} ms   p95 ${percentile(xs, 95).toFixed(0).padStart(5)} ms`;

const empty = await launchExtension({ viewport: { width: 420, height: 900 } });
const full = await launchExtension({ viewport: { width: 420, height: 900 } });
try {
  const seeder = await full.page('options.html');
  const layout = await seed(seeder);
  await seeder.close();
  console.log(
    `History list, first row shown, ${RUNS} opens each; ${JOBS} jobs, ${BIG} of them ${BIG_BYTES / 1024 / 1024} MB; ${layout}`,
  );
  const baseline = await firstPaints(empty, '.empty-state');
  const list = await firstPaints(full, '.history-row');
  console.log(line('empty history (baseline, same run)', baseline));
  console.log(line(`${JOBS} jobs, ${BIG} of 5 MB`, list));
  console.log(
    `ratio to the empty panel: median ${(median(list) / median(baseline)).toFixed(2)}x, p95 ${(percentile(list, 95) / percentile(baseline, 95)).toFixed(2)}x`,
  );
} finally {
  await Promise.all([empty.close(), full.close()]);
}
