import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension } from './support/launch-extension';
import type { LaunchedExtension } from './support/launch-extension';
import { seedJobs, showView } from './support/sidepanel-support';
import { expectNoErrorsAfterEach, refusedInPreview } from './support/console-errors';

// Everything a page or the API returns is hostile: a result full of payloads is rendered in
// every view and every toggle, and nothing may run or survive in the panel's DOM.
const PWN = 'window.__pwned=1';
const PAYLOADS = [
  `<script>${PWN}</script>`,
  `<img src=x onerror="${PWN}">`,
  `<a href="javascript:${PWN}">js link</a>`,
  `<svg onload="${PWN}"><script>${PWN}</script></svg>`,
  `<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>`,
  `<form action="javascript:${PWN}"><button>go</button></form>`,
  `<div style="background:url(javascript:alert(1))">styled</div>`,
  `<details open ontoggle="alert(1)">x</details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
].join('\n\n');
const MD = `# Hostile\n\n${PAYLOADS}\n\n[click](javascript:alert(1)) ![x](javascript:alert(1))\n\n<img src="data:image/svg+xml,<svg onload=alert(1)>">`;

const now = Date.now();
const hostile = (id: string, kind: 'scrape' | 'parse') => ({
  id,
  kind,
  engine: 'remote',
  status: 'done',
  createdAt: now,
  updatedAt: now,
  finishedAt: now,
  title: `<img src=x onerror="${PWN}">`,
  ...(kind === 'scrape'
    ? {
        url: 'https://example.com/',
        request: { url: 'https://example.com/', formats: ['markdown', 'html', 'rawHtml', 'links', 'screenshot'] },
      }
    : { fileName: '<script>alert(1)</script>.pdf', fileSize: 1, options: {} }),
  result: {
    markdown: MD,
    summary: MD,
    answer: MD,
    html: PAYLOADS,
    rawHtml: `<!doctype html><body onload="parent.__pwned=1">${PAYLOADS}</body>`,
    links: ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://example.com/ok'],
    screenshot: 'javascript:alert(1)',
    images: ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>'],
    actions: {
      screenshots: ['javascript:alert(1)'],
      scrapes: [{ url: 'javascript:alert(1)', html: PAYLOADS }],
      javascriptReturns: [{ type: 'string', value: PAYLOADS }],
      pdfs: ['javascript:alert(1)'],
    },
    json: { [`<img src=x onerror="${PWN}">`]: PAYLOADS },
    warning: PAYLOADS,
    changeTracking: {
      changeStatus: '<script>alert(1)</script>',
      diff: `@@ -1 +1 @@\n-${PAYLOADS}\n+<script>${PWN}</script>`,
      json: { a: PAYLOADS },
    },
    metadata: {
      title: PAYLOADS,
      sourceURL: 'javascript:alert(1)',
      statusCode: 200,
      [`<svg onload=alert(1)>`]: `<script>${PWN}</script>`,
    },
    pages: [{ pageNumber: 1, markdown: MD }],
    blocks: [
      {
        pageNumber: 1,
        width: 100,
        height: 100,
        items: [{ type: '"><img src=x onerror=alert(1)>', label: PAYLOADS, content: PAYLOADS, bbox: [0, 0, 50, 50] }],
      },
    ],
    branding: {
      logo: 'javascript:alert(1)',
      colors: {
        primary: 'red; background: url(javascript:alert(1))',
        secondary: 'expression(alert(1))',
        accent: 'url("javascript:alert(1)")',
        background: '#fff',
      },
      fonts: [{ family: `<script>${PWN}</script>` }],
      images: { logo: 'javascript:alert(1)', favicon: 'data:image/svg+xml,<svg onload=alert(1)>' },
      personality: { tone: PAYLOADS },
    },
    product: {
      title: PAYLOADS,
      url: 'javascript:alert(1)',
      variants: [{ title: PAYLOADS, images: [{ url: 'javascript:alert(1)', alt: PAYLOADS }] }],
    },
    menu: {
      sections: [{ name: PAYLOADS, items: [{ name: PAYLOADS, url: 'javascript:alert(1)', dietary: [PAYLOADS] }] }],
    },
    evil: { html: PAYLOADS },
  },
});

/** Elements and attributes that could run code, outside the sandboxed preview iframes. */
function activeContent(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      if (['script', 'svg', 'math', 'object', 'embed', 'form', 'style'].includes(tag)) found.push(`<${tag}>`);
      if (tag === 'iframe' && el.getAttribute('sandbox') !== '') found.push('unsandboxed <iframe>');
      for (const attr of Array.from(el.attributes)) {
        const value = attr.value.replace(/\s+/g, '').toLowerCase();
        if (attr.name.startsWith('on')) found.push(`${tag}[${attr.name}]`);
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attr.name) &&
          /^(javascript|vbscript|data:(?!image\/(png|jpeg|gif|webp)))/.test(value)
        )
          found.push(`${tag}[${attr.name}=${value.slice(0, 30)}]`);
        if (attr.name === 'style' && /url\(|expression|javascript/.test(value))
          found.push(`${tag}[style=${value.slice(0, 40)}]`);
      }
    }
    return found;
  });
}

describe('side panel with hostile content', () => {
  let ext: LaunchedExtension;
  let page: Page;
  const dialogs: string[] = [];

  beforeAll(async () => {
    ext = await launchExtension();
    page = await ext.page('sidepanel.html#/history');
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.waitForSelector('[role="tablist"]');
    await seedJobs(page, [hostile('evil-scrape', 'scrape'), hostile('evil-parse', 'parse')]);
  });
  afterAll(async () => {
    await ext?.close();
  });
  // Nothing logged but the sandbox refusing the previews' scripts; no dialog opened, no flag set.
  expectNoErrorsAfterEach(() => ext?.consoleErrors, refusedInPreview);
  afterEach(async () => {
    expect(dialogs.splice(0)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it.each(['evil-scrape', 'evil-parse'])('renders %s with every toggle, and nothing runs', async (id) => {
    await showView(page, `#/result/${id}`);
    await page.waitForSelector('[data-field="markdown"] h1');
    // Open every collapsed part and press every view toggle (raw, preview).
    // In the page: the buttons re-render as they are pressed, so locators would go stale.
    await page.evaluate(() => {
      for (const d of Array.from(document.querySelectorAll('details'))) d.open = true;
    });
    await page.evaluate(() =>
      document.querySelectorAll<HTMLButtonElement>('button[aria-pressed="false"]').forEach((b) => b.click()),
    );
    // Each press may draw more collapsed parts: press until none is left.
    const pressCollapsed = () =>
      page.evaluate(() => {
        const collapsed = document.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"]');
        collapsed.forEach((b) => b.click());
        return collapsed.length;
      });
    await expect.poll(pressCollapsed, { timeout: 10_000 }).toBe(0);
    // Every preview has loaded: a script in one, had it been let run, would have run by then.
    await page.waitForSelector('iframe[sandbox=""]');
    for (const frame of page.frames()) await frame.waitForLoadState('load');
    expect(await activeContent(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('renders history with hostile titles and file names as text', async () => {
    await showView(page, '#/history');
    await page.waitForSelector('.history-row[data-job="evil-parse"]');
    expect(await page.locator('.history-row').first().textContent()).toContain('<img src=x onerror=');
    expect(await activeContent(page)).toEqual([]);
  });
});
