import { describe, expect, it } from 'vitest';
import { llmsFullTxt, llmsTxt, siteFacts } from '@/lib/export/llms-txt';
import { oneDocument } from '@/lib/export/one-document';
import type { ExportPage } from '@/lib/export/pages-zip';

const page = (url: string, title?: string, description?: string, markdown = `Text of ${url}`): ExportPage => ({
  url,
  finishedAt: 0,
  result: { markdown, metadata: { sourceURL: url, ...(title && { title }), ...(description && { description }) } },
});

async function* each(pages: ExportPage[]) {
  for (const p of pages) yield p;
}

const PAGES: ExportPage[] = [
  page('https://docs.e.com/', 'Home', 'Where it starts.'),
  page('https://docs.e.com/getting-started/install', 'Install', 'Set it up\n  in a minute.'),
  page('https://docs.e.com/api_reference/auth', 'Auth [beta]'),
  { url: 'https://docs.e.com/getting-started/broken', error: 'Timed out.' },
  page('https://docs.e.com/getting-started', 'Getting started'),
  page('https://docs.e.com/about', 'About us'),
  page('https://docs.e.com/getting-started/a page (draft)', undefined, 'No title.'),
  page('https://other.org/post', 'Elsewhere'),
];
const SITE = { title: 'E Docs', summary: 'Everything\nabout E.', url: 'https://docs.e.com/' };

describe('llmsTxt', () => {
  it('writes the H1, the summary blockquote, then H2 sections of link lines', async () => {
    const text = await (await llmsTxt(each(PAGES), SITE)).text();
    expect(text).toBe(`# E Docs

> Everything about E.

## Pages

- [Home](https://docs.e.com/): Where it starts.
- [About us](https://docs.e.com/about)

## Getting started

- [Install](https://docs.e.com/getting-started/install): Set it up in a minute.
- [Getting started](https://docs.e.com/getting-started)
- [https://docs.e.com/getting-started/a page (draft)](https://docs.e.com/getting-started/a%20page%20%28draft%29): No title.

## Api reference

- [Auth \\[beta\\]](https://docs.e.com/api_reference/auth)

## other.org

- [Elsewhere](https://other.org/post)
`);
  });

  it('follows the convention’s structure: one H1 first, a blockquote, H2s, and only link lines in them', async () => {
    const lines = (await (await llmsTxt(each(PAGES), SITE)).text()).split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines.filter((l) => l.startsWith('# '))).toHaveLength(1);
    expect(lines[1]).toMatch(/^> \S/);
    const rest = lines.slice(2);
    expect(rest[0]).toMatch(/^## /);
    for (const line of rest) expect(line).toMatch(/^(## \S.*|- \[(?:[^\]\\]|\\.)+\]\(\S+\)(: .+)?)$/);
  });

  it('sections by the first segment below the site’s address, and leaves out failed pages', async () => {
    const text = await (
      await llmsTxt(
        each([
          page('https://e.com/docs', 'Docs'),
          page('https://e.com/docs/guides/a', 'A'),
          page('https://e.com/docs/guides/b', 'B'),
          { url: 'https://e.com/docs/x', error: 'Failed.' },
        ]),
        { title: 'E', url: 'https://e.com/docs/' },
      )
    ).text();
    expect(text).toBe(
      '# E\n\n## Pages\n\n- [Docs](https://e.com/docs)\n\n## Guides\n\n- [A](https://e.com/docs/guides/a)\n- [B](https://e.com/docs/guides/b)\n',
    );
  });

  it('is only the head when no page has a result', async () => {
    expect(await (await llmsTxt(each([{ url: 'https://e.com/', error: 'x' }]), SITE)).text()).toBe(
      '# E Docs\n\n> Everything about E.\n',
    );
  });
});

describe('llmsFullTxt', () => {
  it('is the head, then every page with a result as the one-document export writes it', async () => {
    const full = await (await llmsFullTxt(each(PAGES), SITE)).text();
    const document = await (await oneDocument(each(PAGES))).text();
    expect(full).toBe(`# E Docs\n\n> Everything about E.\n\n${document}`);
    expect(full).toContain('# Install\n\n<https://docs.e.com/getting-started/install>\n\nText of');
    expect(full).not.toContain('broken');
  });
});

describe('siteFacts', () => {
  it('takes og:site_name, else the title, else the host; and the description', () => {
    expect(
      siteFacts(
        {
          metadata: {
            ogSiteName: 'E  Docs',
            title: 'Home | E',
            description: 'All of E.',
            sourceURL: 'https://docs.e.com/',
          },
        },
        'https://docs.e.com/?utm=1',
      ),
    ).toEqual({ title: 'E Docs', summary: 'All of E.', url: 'https://docs.e.com/' });
    expect(siteFacts({ metadata: { 'og:site_name': ['', 'Site'] } }, 'https://e.com/').title).toBe('Site');
    expect(siteFacts({ metadata: { ogTitle: 'Welcome' } }, 'https://e.com/').title).toBe('Welcome');
    expect(siteFacts(undefined, 'https://e.com:8080/start')).toEqual({
      title: 'e.com:8080',
      url: 'https://e.com:8080/start',
    });
  });
});
