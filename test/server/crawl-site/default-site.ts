import { makeDocx } from '../../support/documents/docx';
import { HTML, NOT_FOUND, redirect, SERVER_ERROR } from './answer';
import type { Answer } from './answer';
import { handbookPdf } from './handbook-pdf';
import { renderPage } from './layout';
import { LOGIN_COOKIE_NAME, LOGIN_COOKIE_VALUE, LOGIN_PATH, hasLoginCookie } from './login';
import { PAGES_BY_PATH, withoutTrailingSlash } from './pages/index';
import { architecturePng } from './picture';
import { robotsTxt } from './robots';
import { GZIP_SITEMAP_PATHS, PLAIN_SITEMAP_PATHS, gzipped, sitemapIndexXml, urlsetXml } from './sitemaps';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The section robots.txt disallows. */
export const DISALLOWED_PREFIX = '/docs/private/';

// Hops that are not pages: a chain that ends on a real page, and a loop that never does.
const REDIRECTS: Record<string, Answer> = {
  '/old/a': redirect(301, '/old/b'),
  '/old/b': redirect(302, '/docs/moved'),
  '/loop/a': redirect(302, '/loop/b'),
  '/loop/b': redirect(302, '/loop/a'),
};

export interface RequestFacts {
  method: string;
  url: URL;
  cookieHeader: string | undefined;
}

/** The default site: about 60 pages with every trap the crawl e2e needs (see README.md). */
export async function answerDefaultSite(req: RequestFacts, origin: string, crawlDelay: number): Promise<Answer> {
  const { pathname, search } = req.url;
  const sitemapIndex = sitemapIndexXml(origin, ['/sitemaps/docs.xml', '/sitemaps/more.xml.gz']);
  switch (pathname) {
    case '/robots.txt':
      return {
        status: 200,
        type: 'text/plain; charset=utf-8',
        body: robotsTxt(origin, crawlDelay, [DISALLOWED_PREFIX], '/sitemap-index.xml'),
      };
    case '/sitemap-index.xml':
    case '/sitemap.xml': // what a crawler tries without a Sitemap line: the same index
      return { status: 200, type: 'application/xml', body: sitemapIndex };
    case '/sitemaps/docs.xml':
      return { status: 200, type: 'application/xml', body: urlsetXml(origin, PLAIN_SITEMAP_PATHS) };
    case '/sitemaps/more.xml.gz':
      return { status: 200, type: 'application/gzip', body: gzipped(urlsetXml(origin, GZIP_SITEMAP_PATHS)) };
    case '/docs/files/handbook.pdf':
    case '/download/handbook': // the same file at an address without an extension: its content type says what it is
      return { status: 200, type: 'application/pdf', body: await handbookPdf() };
    case '/docs/files/quarterly-report.docx':
      return { status: 200, type: DOCX_TYPE, body: Buffer.from(await makeDocx()) };
    case '/docs/broken':
      return SERVER_ERROR;
    case '/static/architecture.png':
      return { status: 200, type: 'image/png', body: architecturePng() };
    case '/favicon.ico':
      return { status: 204 };
  }
  if (REDIRECTS[pathname]) return REDIRECTS[pathname];
  if (pathname === LOGIN_PATH && req.method === 'POST') {
    const cookie = `${LOGIN_COOKIE_NAME}=${LOGIN_COOKIE_VALUE}; Path=/; SameSite=Lax`;
    return { ...redirect(303, '/docs/team/'), headers: { location: '/docs/team/', 'set-cookie': cookie } };
  }

  const page = PAGES_BY_PATH.get(withoutTrailingSlash(pathname));
  if (!page) return NOT_FOUND;
  // Section indexes live at '/x/': '/x' forwards there (a leaf page answers with or without the slash).
  if (page.path.endsWith('/') && !pathname.endsWith('/')) return redirect(301, page.path + search);
  if (page.needsLogin && !hasLoginCookie(req.cookieHeader)) return redirect(302, LOGIN_PATH);
  return { status: 200, type: HTML, body: renderPage(page, origin) };
}
