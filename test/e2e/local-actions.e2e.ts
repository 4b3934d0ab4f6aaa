import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchLocal, openTab, pngSize, result, scrapeTab, type LocalBrowser } from './support/local-support';
import { expectNoErrorsAfterEach } from './support/console-errors';

// All nine action types on a live tab, in order, with their outputs in action order.
const FORM = `<!doctype html><html><head><title>Actions</title><style>#box{height:100px;overflow:auto} .tall{height:3000px}</style></head><body>
<main><h1>Actions</h1>
<button id="add" onclick="const p=document.createElement('p');p.className='item';p.textContent='Added item';document.querySelector('main').append(p)">Add</button>
<p class="item" onclick="this.textContent='Clicked item'">Item one</p><p class="item" onclick="this.textContent='Clicked item'">Item two</p>
<input id="name"><textarea id="notes"></textarea><div id="editor" contenteditable="true"></div>
<p id="echo"></p>
<div id="box"><div class="tall">inner</div></div>
<form action="/done" method="get"><input id="q" name="q"></form>
<div class="tall">filler</div></main>
<script>
  for (const id of ['name', 'notes', 'editor']) document.getElementById(id).addEventListener('input', (e) => {
    document.getElementById('echo').textContent = id + ':' + (e.target.value ?? e.target.textContent);
  });
  setTimeout(() => { const p = document.createElement('p'); p.id = 'late'; p.textContent = 'Late'; document.body.append(p); }, 300);
</script></body></html>`;
const CSP = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>Strict</title></head><body><p>Strict page</p></body></html>`;

let local: LocalBrowser;
let ext: LocalBrowser['ext'], site: LocalBrowser['site'], control: LocalBrowser['control'];

beforeAll(async () => {
  local = await launchLocal({
    '/form': FORM,
    '/csp': CSP,
    '/done': (req) => ({
      body: `<title>Done</title><main><h1>Results for ${new URL(req.url ?? '', 'http://x').searchParams.get('q')}</h1></main>`,
    }),
  });
  ({ ext, site, control } = local);
});
afterAll(() => local?.close());

describe('local engine actions', () => {
  it('runs every action type in order and returns their outputs in action order', async () => {
    const { web, tabId } = await openTab(ext, site.url('/form'));
    const job = await scrapeTab(control, tabId, {
      url: site.url('/form'),
      formats: ['markdown'],
      actions: [
        { type: 'wait', milliseconds: 50 },
        { type: 'wait', selector: '#late' },
        { type: 'click', selector: '#add' },
        { type: 'click', selector: '.item', all: true },
        { type: 'click', selector: '#nothing-here', all: true },
        { type: 'click', selector: '#name' },
        { type: 'write', text: 'Ada' },
        {
          type: 'executeJavascript',
          script: "return document.querySelector('#name').value + '|' + document.querySelector('#echo').textContent",
        },
        { type: 'click', selector: '#notes' },
        { type: 'write', text: 'two\nlines' },
        { type: 'click', selector: '#editor' },
        { type: 'write', text: 'rich' },
        { type: 'scrape' },
        { type: 'scroll', direction: 'down' },
        { type: 'scroll', selector: '#box' },
        {
          type: 'executeJavascript',
          script: '[Math.round(scrollY) > 0, document.querySelector("#box").scrollTop > 0, document.title]',
        },
        { type: 'screenshot' },
        { type: 'screenshot', fullPage: true, quality: 50 },
        { type: 'pdf', format: 'A4', landscape: true },
        { type: 'click', selector: '#q' },
        { type: 'write', text: 'tide' },
        { type: 'press', key: 'Enter' },
        { type: 'executeJavascript', script: 'location.pathname' },
      ],
    });
    expect(job.error).toBeUndefined();
    const { actions, markdown } = result(job);
    expect(markdown).toContain('# Results for tide'); // Enter submitted the form; content taken after the actions
    expect(actions.javascriptReturns).toEqual([
      { type: 'string', value: 'Ada|name:Ada' },
      { type: 'object', value: [true, true, 'Actions'] },
      { type: 'string', value: '/done' },
    ]);
    const [scraped] = actions.scrapes;
    expect(scraped.url).toBe(site.url('/form'));
    expect(scraped.html).toContain('Clicked item');
    expect(scraped.html.match(/class="item"/g)).toHaveLength(3);
    expect(scraped.html).toContain('<div id="editor" contenteditable="true">rich</div>');
    expect(scraped.html).toContain('<p id="echo">editor:rich</p>');
    expect(actions.screenshots).toHaveLength(2);
    // The viewport: Chrome's "debugging this browser" bar may still take some of it after a
    // debugger action, so only the width is exact.
    expect(pngSize(actions.screenshots[0]).width).toBe(1280);
    expect(actions.screenshots[1]).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(actions.pdfs).toHaveLength(1);
    expect(Buffer.from(actions.pdfs[0].split(',')[1], 'base64').toString('latin1', 0, 5)).toBe('%PDF-');
    await web.close();
  });

  it('fails a click on nothing (all=false) and names the action', async () => {
    const { web, tabId } = await openTab(ext, site.url('/form'));
    const job = await scrapeTab(control, tabId, {
      url: site.url('/form'),
      actions: [
        { type: 'wait', milliseconds: 1 },
        { type: 'click', selector: '#missing' },
      ],
    });
    expect(job.status).toBe('failed');
    expect(job.error?.message).toBe('Action 2 (click) failed: No element matches "#missing", so nothing was clicked.');
    const write = await scrapeTab(control, tabId, { url: site.url('/form'), actions: [{ type: 'write', text: 'x' }] });
    expect(write.error?.message).toMatch(/add a click action on the field before write/);
    await web.close();
  });

  it('runs a script on a page whose CSP forbids eval, through the debugger', async () => {
    const { web, tabId } = await openTab(ext, site.url('/csp'));
    const job = await scrapeTab(control, tabId, {
      url: site.url('/csp'),
      actions: [{ type: 'executeJavascript', script: 'document.title.toUpperCase()' }],
    });
    expect(result(job).actions?.javascriptReturns).toEqual([{ type: 'string', value: 'STRICT' }]);
    await web.close();
  });
});
expectNoErrorsAfterEach(() => ext?.consoleErrors);
