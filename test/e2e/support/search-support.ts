import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { resolveExtensionDir } from './extension-dir';
import { launchExtension, type LaunchedExtension } from './launch-extension';

/**
 * The profile preference a user's own choice of default search engine is kept in (Chromium's
 * `default_search_provider_data.template_url_data`, the one its settings page writes): the test
 * profile's default engine is set as a user would have it, before launch, never by a setting of
 * ours. `template` holds {searchTerms} where the query goes.
 */
export const defaultEnginePreferences = (name: string, template: string) => ({
  default_search_provider_data: {
    template_url_data: {
      short_name: name,
      keyword: name.toLowerCase().replace(/\W+/g, ''),
      url: template,
      synced_guid: '0c5d8a4e-1b7a-4f7e-9d1a-000000000060',
      id: '0',
      prepopulate_id: 0,
      safe_for_autoreplace: false,
      is_active: 1,
    },
  },
});

/**
 * A copy of the build that holds from install what a search in the browser asks for in the
 * user's click (`search`, `tabs`) and the fixture sites' origin: headless Chromium answers no
 * permission prompt. `extra` adds more (nativeMessaging for the bridge).
 */
export async function buildForSearch(extra: readonly string[] = []): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'wde-search-'));
  const dir = path.join(root, 'ext');
  await cp(resolveExtensionDir(), dir, { recursive: true });
  const file = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as { host_permissions: string[]; permissions: string[] };
  manifest.host_permissions.push('http://127.0.0.1/*');
  manifest.permissions.push('search', 'tabs', ...extra);
  await writeFile(file, JSON.stringify(manifest));
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

export interface SearchBrowser {
  ext: LaunchedExtension;
  close(): Promise<void>;
}

/** Chromium with the search build, its profile's default engine set before launch when given. */
export async function launchForSearch(
  defaultEngine?: { name: string; template: string },
  extra: readonly string[] = [],
): Promise<SearchBrowser> {
  const build = await buildForSearch(extra);
  const ext = await launchExtension({
    extensionDir: build.dir,
    preferences: defaultEngine && defaultEnginePreferences(defaultEngine.name, defaultEngine.template),
  });
  return {
    ext,
    async close() {
      await ext.close();
      await build.remove();
    },
  };
}

/** One record of history's `results` store by its key (a search's answer is under `JOBID:search`). */
export function readResult(page: Page, key: string): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(
    (k) =>
      new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
        const open = indexedDB.open('wde-history');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('results').objectStore('results').get(k);
          get.onsuccess = () => {
            resolve(get.result as Record<string, unknown> | undefined);
            db.close();
          };
          get.onerror = () => reject(get.error);
        };
      }),
    key,
  );
}

export interface StoredAnswer {
  results: { kind: string; url: string; title?: string; description?: string; position: number }[];
  warnings: string[];
  engineName: string;
  engineUrl?: string;
  pagesRead?: number;
  complete: boolean;
}

export const readAnswer = async (page: Page, jobId: string) =>
  (await readResult(page, `${jobId}:search`)) as StoredAnswer | undefined;

/** The results the Search view lists on its current page, as the user reads them. */
export async function listedResults(panel: Page): Promise<{ title: string; url: string; description: string }[]> {
  // The view draws the results from the stored answer once it has read it: a finished job's rows
  // come all at once, some moments after the job's end is heard.
  await panel.locator('.search-result').first().waitFor({ timeout: 15_000 });
  return panel.$$eval('.search-result', (rows) =>
    rows.map((row) => ({
      title: row.querySelector('.search-result-title')?.textContent ?? '',
      url: row.getAttribute('data-url') ?? '',
      description: row.querySelector('.search-result-description')?.textContent ?? '',
    })),
  );
}

/** Types a query in the side panel's Search view and starts it; the id of the job it opens. */
export async function searchFromPanel(
  panel: Page,
  query: string,
  options: { limit?: number; scrape?: boolean; remote?: boolean; more?: (panel: Page) => Promise<void> } = {},
): Promise<string> {
  // A fresh form: the view is left and opened again.
  await panel.goto(panel.url().replace(/#.*$/, '') + '#/history');
  await panel.goto(panel.url().replace(/#.*$/, '') + '#/search');
  await panel.getByLabel('Search for').fill(query);
  if (options.remote) await panel.getByLabel('The service’s search').check();
  if (options.limit !== undefined) await panel.getByLabel('Results', { exact: true }).fill(String(options.limit));
  if (options.scrape) await panel.getByLabel('Read each result').check();
  if (options.more) {
    await panel.getByText('More options').click();
    await options.more(panel);
  }
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  // The job's view, or what kept the search from starting (said in the form).
  await panel.waitForSelector('.search-job[data-job], .search-form .banner, .search-form .field-error');
  const refused = await panel.$('.search-form .banner, .search-form .field-error');
  if (refused) throw new Error(`the search did not start: ${await refused.textContent()}`);
  return (await panel.getAttribute('.search-job', 'data-job'))!;
}
