import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchLocal, openTab, pngSize, result, scrapeTab, type LocalBrowser } from './support/local-support';
import { expectNoErrorsAfterEach } from './support/console-errors';
import { pagePartsIn } from './support/popup-helpers';
import { pageTypeSchema } from '@/lib/engines/local/convert/page-type/page-type-model';

// The local engine's formats and options on pages served from 127.0.0.1, in real Chromium.
const B64 = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const ARTICLE = `<!doctype html><html lang="en"><head><title>Tide pools</title>
<meta name="description" content="Life between the tides."><meta name="keywords" content="sea, pools">
<meta property="og:title" content="Tide pools (OG)"><meta property="og:locale:alternate" content="de_DE">
<meta name="twitter:card" content="summary"><meta name="author" content="Ada"></head>
<body><nav><a href="/">Home</a> <a href="/about">About</a></nav>
<main><article><h1>Tide pools</h1><p>Anemones wait for the tide. <a href="/sea?x=1">The sea</a> and <a href="/sea?x=1">again</a>.</p>
<p class="aside">An aside paragraph.</p><img src="${B64}" alt="dot"><img src="img/crab.png" alt="crab">
<p>Starfish cling to rocks, and barnacles close their shells while the water is away from them for hours.</p>
<div id="late"></div></article></main><footer>Footer links</footer>
<script>setTimeout(() => { document.getElementById('late').textContent = 'Late paragraph arrived.'; }, 600);
window.heard = []; addEventListener('message', (e) => heard.push(JSON.stringify(e.data)));</script></body></html>`;
/** A single-page app: its router shows the next story in the same document, JSON-LD and all. */
const story = (author: string, title: string) =>
  `<script type="application/ld+json">{"@type":"NewsArticle","headline":"${title}","author":{"@type":"Person","name":"${author}"}}</script>` +
  `<article><h1>${title}</h1><p>${`${title} goes on for a while, as a story does, so that it reads as one. `.repeat(8)}</p></article>`;
const APP = `<!doctype html><html lang="en"><head><title>Stories</title></head><body><div id="app">${story('Ann Writer', 'First story')}</div>
<script>window.nextRoute = () => { history.pushState({}, '', '/app/two');
  document.getElementById('app').innerHTML = ${JSON.stringify(story('Bob Other', 'Second story')).replaceAll('</', '<\\/')}; };</script></body></html>`;
const LONG = `<!doctype html><title>Long</title><style>body{margin:0} div{height:1000px;border-bottom:4px solid #333}</style>${'<div>screen</div>'.repeat(26)}`;

let local: LocalBrowser;
let ext: LocalBrowser['ext'], site: LocalBrowser['site'], control: LocalBrowser['control'];

beforeAll(async () => {
  local = await launchLocal({
    '/article': ARTICLE,
    '/long': LONG,
    '/app': APP,
    '/login': () => ({
      body: '<title>Signed in</title><p>Welcome</p>',
      headers: { 'set-cookie': 'session=ada-123; Path=/; HttpOnly' },
    }),
    '/account': (req) =>
      /session=ada-123/.test(req.headers.cookie ?? '')
        ? {
            body: '<title>Account</title><main><h1>Your account</h1><p>Signed in as Ada Lovelace. Balance: 42 credits.</p></main>',
          }
        : { body: '<title>Account</title><main><p>Please sign in.</p></main>', status: 401 },
  });
  ({ ext, site, control } = local);
});
afterAll(() => local?.close());

describe('local engine formats', () => {
  it('makes markdown, cleaned html, raw html, links and full metadata from the live tab', async () => {
    const { web, tabId } = await openTab(ext, site.url('/article'));
    const job = await scrapeTab(control, tabId, {
      url: site.url('/article'),
      formats: ['markdown', 'html', 'rawHtml', 'links'],
    });
    expect(job.status).toBe('done');
    // Reading the page posts it nothing (a WXT content script posted "content script started").
    expect(await web.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([]);
    const data = result(job);
    expect(data.markdown).toContain('# Tide pools');
    expect(data.markdown).toContain(`[The sea](${site.url('/sea?x=1')})`);
    expect(data.markdown).not.toContain('Footer links');
    expect(data.markdown).toContain('![dot](<Base64-Image-Removed>)');
    expect(data.html).toContain(`src="${site.url('/img/crab.png')}"`);
    expect(data.html).not.toMatch(/<script|<nav/);
    expect(data.rawHtml).toMatch(/^<!DOCTYPE html>/);
    expect(data.rawHtml).toContain('<nav>');
    expect(data.links).toEqual([site.url('/sea?x=1')]);
    expect(data.metadata).toMatchObject({
      title: 'Tide pools',
      description: 'Life between the tides.',
      language: 'en',
      sourceURL: site.url('/article'),
      statusCode: 200,
      ogLocaleAlternate: ['de_DE'],
      'og:title': 'Tide pools (OG)',
      'twitter:card': 'summary',
      author: 'Ada',
    });
    expect(data.metadata.keywords).toMatch(/sea/);
    // The page type is read in the tab (lib/engines/local/convert/page-type/) and comes back with the metadata.
    expect(pageTypeSchema.safeParse(data.metadata.pageType).success).toBe(true);
    await web.close();
  });

  it("reads a single-page app's next route as itself: its declared author, not the first route's", async () => {
    const { web, tabId } = await openTab(ext, site.url('/app'));
    const first = await scrapeTab(control, tabId, { url: site.url('/app'), formats: ['markdown'] });
    expect(result(first).markdown).toContain('By Ann Writer');
    await web.evaluate(() => (window as unknown as { nextRoute: () => void }).nextRoute());
    const next = await scrapeTab(control, tabId, { url: site.url('/app/two'), formats: ['markdown'] });
    expect(result(next).markdown).toContain('# Second story');
    expect(result(next).markdown).toContain('By Bob Other');
    expect(result(next).markdown).not.toContain('Ann Writer');
    await web.close();
  });

  it('honours onlyMainContent, includeTags, excludeTags, removeBase64Images and waitFor', async () => {
    const { web, tabId } = await openTab(ext, site.url('/article'));
    const whole = result(
      await scrapeTab(control, tabId, { url: site.url('/article'), onlyMainContent: false, removeBase64Images: false }),
    );
    expect(whole.markdown).toContain('Footer links');
    expect(whole.markdown).toContain(`![dot](${B64})`);
    const picked = result(
      await scrapeTab(control, tabId, { url: site.url('/article'), includeTags: ['article'], excludeTags: ['.aside'] }),
    );
    expect(picked.markdown).toContain('Anemones');
    expect(picked.markdown).not.toContain('aside paragraph');
    await web.reload();
    const early = result(await scrapeTab(control, tabId, { url: site.url('/article') }));
    expect(early.markdown).not.toContain('Late paragraph');
    // A scrape with no wait converts at once, with no practice first.
    expect(await pagePartsIn(ext, tabId)).not.toContain('practised');
    await web.reload();
    const waited = result(await scrapeTab(control, tabId, { url: site.url('/article'), waitFor: 1500 }));
    expect(waited.markdown).toContain('Late paragraph arrived.');
    // The wait readied the tab: the converter was injected and practised before it read the page.
    expect(await pagePartsIn(ext, tabId)).toContain('practised');
    await web.close();
  });

  it('ends a scrape at its timeout with a plain message', async () => {
    const { web, tabId } = await openTab(ext, site.url('/article'));
    const job = await scrapeTab(control, tabId, {
      url: site.url('/article'),
      timeout: 1000,
      actions: [{ type: 'wait', selector: '#never' }],
    });
    expect(job.status).toBe('failed');
    expect(job.error).toMatchObject({ kind: 'timeout', message: expect.stringMatching(/within the 1 s timeout/) });
    await web.close();
  });

  it('takes a viewport screenshot and a full-page one of a page longer than 20 screens', async () => {
    const { web, tabId } = await openTab(ext, site.url('/long'));
    const shot = await scrapeTab(control, tabId, { url: site.url('/long'), formats: ['screenshot'] });
    expect(shot.error).toBeUndefined();
    const viewport = result(shot);
    expect(pngSize(viewport.screenshot)).toEqual({ width: 1280, height: 800 });
    const full = result(
      await scrapeTab(control, tabId, { url: site.url('/long'), formats: ['markdown', 'screenshot@fullPage'] }),
    );
    const size = pngSize(full.screenshot);
    expect(size.height).toBe(26 * 1004); // every screen: 26 blocks of 1000 px + 4 px border
    expect(size.height).toBeGreaterThan(20 * 800);
    await web.close();
  });

  it('delivers the other formats with a warning when the screenshot cannot be taken (its tab not in front)', async () => {
    const { web, tabId } = await openTab(ext, site.url('/login'));
    const front = await openTab(ext, site.url('/long')); // now the first tab is behind it
    const job = await scrapeTab(control, tabId, {
      url: site.url('/login'),
      formats: ['markdown', 'links', 'html', 'screenshot'],
    });
    expect(job.status).toBe('done');
    const data = result(job);
    expect(data.markdown).toContain('Welcome');
    expect(data.links).toEqual([]);
    expect(data.html).toContain('Welcome');
    expect(data.screenshot).toBeUndefined();
    expect(data.warning).toBe(
      'No screenshot: A local screenshot needs the tab in front. Switch to the tab and try again. The other formats are below.',
    );
    // The Result view says it where the screenshot would be.
    const panel = await ext.page(`sidepanel.html#/result/${job.id}`);
    await panel.locator('[data-field="markdown"]').waitFor();
    expect(await panel.locator('[data-field="screenshot"] .field-body').textContent()).toBe(
      'Not taken: the warning above says why.',
    );
    await Promise.all([panel.close(), front.web.close(), web.close()]);
  });

  it('sees a page behind a login as the user does: the session cookie stays in the browser', async () => {
    const { web, tabId } = await openTab(ext, site.url('/login'));
    await web.goto(site.url('/account'));
    const job = await scrapeTab(control, tabId, { url: site.url('/account') });
    expect(result(job).markdown).toContain('Signed in as Ada Lovelace');
    expect(result(job).metadata.statusCode).toBe(200);
    // A fetcher without the browser's cookie (what the remote service would be) is turned away.
    expect(await (await fetch(site.url('/account'))).text()).toContain('Please sign in');
    await web.close();
  });

  it('refuses JSON extraction, offering the remote engine, and names remote-only options as not applying', async () => {
    const { web, tabId } = await openTab(ext, site.url('/article'));
    const json = await scrapeTab(control, tabId, {
      url: site.url('/article'),
      formats: ['json'],
      jsonOptions: { prompt: 'title' },
    });
    expect(json.status).toBe('failed');
    expect(json.error?.message).toMatch(/language model.*remote engine/);
    const remoteOnly = await scrapeTab(control, tabId, {
      url: site.url('/article'),
      proxy: 'enhanced',
      mobile: true,
      headers: { 'x-a': '1' },
    });
    expect(remoteOnly.status).toBe('done');
    expect(result(remoteOnly).warning).toMatch(/do not apply: proxy, mobile, headers\./);
    await web.close();
  });
});
expectNoErrorsAfterEach(() => ext?.consoleErrors);
