import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { askBackground, readJob, storeSettings, waitForJobEnd } from './support/background-messages';
import { readStore } from './support/history-access';
import { buildForLocal, launchLocal, openTab, result, scrapeTab, type LocalBrowser } from './support/local-support';
import { expectNoErrorsAfterEach } from './support/console-errors';

// What the local engine keeps and compares: change tracking against the previous local scrape,
// maxAge answered from history, zero data retention, the selection and rendered-page paths;
// and what works, or is refused in plain words, without the optional debugger permission.
const page = (price: string) => `<!doctype html><title>Prices</title><main><h1>Prices</h1>
<p>Apples</p><p>Pears</p><p>Plums</p><p>Price: ${price}</p><p>Figs</p><p>Dates</p><p>Kiwis</p><p>Limes</p></main>`;

let local: LocalBrowser;
let ext: LocalBrowser['ext'], site: LocalBrowser['site'], control: LocalBrowser['control'];
let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
  local = await launchLocal(
    {
      '/prices': page('10 EUR'),
      '/secret': page('1 EUR'),
      '/csp': `<meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>Strict</title><p>Strict page</p>`,
    },
    () => buildForLocal({ debuggerGranted: false }),
  );
  ({ ext, site, control } = local);
});
afterAll(async () => {
  await local?.close();
  await server?.close();
});
expectNoErrorsAfterEach(() => ext?.consoleErrors);

const tracked = (tag?: string) => ({
  url: site.url('/prices'),
  formats: ['markdown', 'changeTracking'],
  changeTrackingOptions: { modes: ['git-diff'], ...(tag ? { tag } : {}) },
});

describe('local engine history', () => {
  it('tracks changes against the previous local scrape of the URL and tag: new, same, changed with a diff', async () => {
    const { web, tabId } = await openTab(ext, site.url('/prices'));
    const first = result(await scrapeTab(control, tabId, tracked()));
    expect(first.changeTracking).toMatchObject({ changeStatus: 'new', previousScrapeAt: null, visibility: 'visible' });
    const same = await scrapeTab(control, tabId, tracked());
    expect(result(same).changeTracking).toMatchObject({
      changeStatus: 'same',
      diff: null,
      previousScrapeAt: expect.stringMatching(/^\d{4}-/),
    });

    site.pages.set('/prices', page('12 EUR'));
    await web.reload();
    const changed = result(await scrapeTab(control, tabId, tracked()));
    expect(changed.changeTracking.changeStatus).toBe('changed');
    expect(changed.changeTracking.diff).toBe(
      [
        `diff --git a/${site.url('/prices')} b/${site.url('/prices')}`,
        `--- a/${site.url('/prices')}`,
        `+++ b/${site.url('/prices')}`,
        '@@ -6,7 +6,7 @@',
        ' ',
        ' Plums',
        ' ',
        '-Price: 10 EUR',
        '+Price: 12 EUR',
        ' ',
        ' Figs',
        ' ',
        '',
      ].join('\n'),
    );
    // Another tag has its own history.
    expect(result(await scrapeTab(control, tabId, tracked('weekly'))).changeTracking.changeStatus).toBe('new');
    await web.close();
  });

  it('answers from history when a local scrape is younger than maxAge', async () => {
    const { web, tabId } = await openTab(ext, site.url('/prices'));
    const fresh = await scrapeTab(control, tabId, { url: site.url('/prices'), formats: ['markdown', 'links'] });
    site.pages.set('/prices', page('99 EUR'));
    await web.reload();
    const cached = result(
      await scrapeTab(control, tabId, { url: site.url('/prices'), formats: ['markdown'], maxAge: 60_000 }),
    );
    expect(cached.metadata).toMatchObject({ cacheState: 'hit' });
    expect(cached.markdown).toBe(result(fresh).markdown);
    expect(cached.links).toBeUndefined();
    const other = result(
      await scrapeTab(control, tabId, {
        url: site.url('/prices'),
        formats: ['markdown'],
        onlyMainContent: false,
        maxAge: 60_000,
      }),
    );
    expect(other.metadata.cacheState).toBe('miss');
    expect(other.markdown).toContain('99 EUR');
    await web.close();
  });

  it('keeps nothing in history with zero data retention (or storeInCache=false), while the session can still show it', async () => {
    const { web, tabId } = await openTab(ext, site.url('/secret'));
    for (const option of [{ zeroDataRetention: true }, { storeInCache: false }]) {
      const job = await scrapeTab(control, tabId, {
        url: site.url('/secret'),
        formats: ['markdown', 'rawHtml'],
        ...option,
      });
      expect(job.status).toBe('done');
      // History holds a stub; the session (memory only) holds the result, which getJob joins back.
      expect(JSON.stringify(await readStore(control, 'results'))).not.toContain('Price: 1 EUR');
      expect(result(job).warning).toMatch(/not kept in history/);
      const held = await control.evaluate((id) => chrome.storage.session.get(`session-result:${id}`), job.id);
      expect(JSON.stringify(held)).toContain('Price: 1 EUR');
    }
    // Nor does it serve a later cache hit.
    const later = result(await scrapeTab(control, tabId, { url: site.url('/secret'), maxAge: 60_000 }));
    expect(later.metadata.cacheState).toBe('miss');
    await web.close();
  });

  it('converts the selection only, as a local job', async () => {
    const { web, tabId } = await openTab(ext, site.url('/prices'));
    await web.evaluate(() => {
      const range = document.createRange();
      range.setStartBefore(document.querySelector('h1') as Element);
      range.setEndAfter(document.querySelectorAll('p')[1] as Element);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    });
    const reply = await askBackground(control, 'convertSelection', { tabId });
    const job = await waitForJobEnd(control, (reply.value as { jobId: string }).jobId);
    expect(result(job).markdown).toBe('# Prices\n\nApples\n\nPears');
    expect(result(job).metadata.scope).toBe('selection');
    await web.close();
  });

  it('sends the rendered page to the service as page.html, without cookies', async () => {
    await storeSettings(control, { baseUrl: server.url, onboarded: true });
    await askBackground(control, 'setApiKey', { apiKey: TEAM_A_KEY });
    await ext.context.addCookies([{ name: 'session', value: 'must-not-leave', url: site.url('/') }]);
    const { web, tabId } = await openTab(ext, site.url('/prices'));
    await web.evaluate(() =>
      document
        .querySelector('main')
        ?.append(Object.assign(document.createElement('p'), { textContent: 'Rendered by script' })),
    );
    const reply = await askBackground(control, 'sendRenderedPage', { tabId });
    const job = await waitForJobEnd(control, (reply.value as { jobId: string }).jobId);
    expect(job).toMatchObject({ status: 'done', kind: 'parse', url: site.url('/prices') });
    expect(job.result?.markdown).toContain('Rendered by script');
    const [upload] = server.requests.filter((r) => r.path === '/v2/parse');
    expect(upload?.body).toMatchObject({ fileName: 'page.html', fileType: 'text/html' });
    expect(JSON.stringify(upload)).not.toContain('must-not-leave');
    expect(await readJob(control, job.id)).toMatchObject({ fileName: 'page.html' });
    await web.close();
  });
});

describe('local engine without the debugger permission', () => {
  it('runs scripts in the page world by eval, and says so plainly where the CSP forbids it', async () => {
    const { web, tabId } = await openTab(ext, site.url('/prices'));
    const ok = await scrapeTab(control, tabId, {
      url: site.url('/prices'),
      actions: [{ type: 'executeJavascript', script: 'window.fromPage = 41; return fromPage + 1' }],
    });
    expect(result(ok).actions.javascriptReturns).toEqual([{ type: 'number', value: 42 }]);
    await web.goto(site.url('/csp'));
    const csp = await scrapeTab(control, tabId, {
      url: site.url('/csp'),
      actions: [{ type: 'executeJavascript', script: 'document.title' }],
    });
    expect(csp.error?.message).toMatch(
      /^Action 1 \(executeJavascript\) failed: This page's Content Security Policy forbids .* Allow Chrome's debugger/,
    );
    await web.close();
  });

  it('says why the debugger is needed: a full-page screenshot as a warning beside the other formats, a PDF as the action’s failure', async () => {
    const { web, tabId } = await openTab(ext, site.url('/prices'));
    const full = await scrapeTab(control, tabId, {
      url: site.url('/prices'),
      formats: ['markdown', 'screenshot@fullPage'],
    });
    // One format that cannot be made is a warning on that format; the rest are delivered.
    const delivered = result(full);
    expect(delivered.markdown).toContain('Prices');
    expect(delivered.screenshot).toBeUndefined();
    expect(delivered.warning).toMatch(
      /^No screenshot: Full-page screenshots and PDFs are drawn with Chrome's debugger/,
    );
    const pdf = await scrapeTab(control, tabId, { url: site.url('/prices'), actions: [{ type: 'pdf' }] });
    expect(pdf.error?.message).toMatch(/^Action 1 \(pdf\) failed: Full-page screenshots/);
    await web.close();
  });
});

declare const chrome: { storage: { session: { get(key: string): Promise<Record<string, unknown>> } } };
