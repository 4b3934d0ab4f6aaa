/**
 * What the crawl e2e must produce on the default site, written out by hand from the site map in
 * README.md (not computed by a crawler: this is the independent check).
 *
 * Path form: section indexes are listed with their trailing slash ('/docs/guides/'), leaf pages
 * without ('/docs/guides/install'), as the site links them. '/x/' and '/x' are one page: compare
 * through `comparablePath`, which also drops fragments and utm_* parameters and sorts the query.
 * All addresses are on the site's origin (`http://127.0.0.1:PORT`, explicit port or not).
 */

/** The local crawl the e2e starts, in the v2 option names. */
export const E2E_CRAWL = {
  startPath: '/docs/',
  // /old/ and /loop/ are included so the crawl follows the redirect chain and meets the loop;
  // /blog/ and / stay out.
  includePaths: ['^/docs(/|$)', '^/old/', '^/loop/'],
  excludePaths: ['^/docs/archive/'],
  maxDiscoveryDepth: 2,
  limit: 50,
  sitemap: 'include',
  // /old/a and /loop/a are not children of /docs/: without this the crawl would not follow them.
  crawlEntireDomain: true,
  ignoreQueryParameters: false,
  allowExternalLinks: false,
  allowSubdomains: false,
} as const;

/**
 * Every page the crawl reads, once each, with the login cookie set (42). Depths: /docs/ and every
 * sitemap page 0; a page linked from depth d has d + 1; pages of depth <= 2 are read. The site is
 * laid out so the order of reading cannot change a depth that matters: with the sitemaps read
 * late, or with sitemap 'skip', the set is the same minus SITEMAP_ONLY.
 */
export const EXPECTED_PAGES: readonly string[] = [
  // The start page (depth 0, also in the plain sitemap).
  '/docs/',
  // Linked from /docs/ (depth 1): nav, footer and the page's own links.
  '/docs/guides/', // nav; also in the plain sitemap (depth 0)
  '/docs/api/', // nav; also in the plain sitemap (depth 0)
  '/docs/reference/', // nav; also in the plain sitemap (depth 0)
  '/docs/about', // footer; also in the plain sitemap (depth 0)
  '/docs/contact', // footer
  '/docs/tutorial/step-1',
  '/docs/team/', // needs the login cookie
  '/docs/files/handbook.pdf', // read by the document parser, see EXPECTED_PDF
  '/docs/moved', // the end of /old/a -> /old/b -> /docs/moved; also linked from /docs/guides/
  // Drawn by the start page's script (depth 1): absent from every raw HTML.
  '/docs/widgets/charts',
  '/docs/widgets/tables',
  '/docs/widgets/timeline', // appears 300 ms after load
  // Linked from /docs/guides/ (depth 2, or 1 through the sitemap).
  '/docs/guides/install', // also linked from /docs/ as ?utm_source=x and #step-2, and in the gzipped sitemap
  '/docs/guides/configure', // also linked as '/docs/guides/configure/' from the install guide
  '/docs/guides/upgrade', // also linked relatively ('upgrade') from the install guide
  '/docs/guides/troubleshooting',
  '/docs/guides/deploy',
  '/docs/guides/plugins',
  '/docs/guides/faq',
  // Linked from /docs/api/ (depth 2, or 1 through the sitemap).
  '/docs/api/auth', // also the canonical of /docs/api/auth-legacy, which is not a page of its own
  '/docs/api/users', // linked as http://127.0.0.1:PORT/docs/api/users (port written out)
  '/docs/api/projects',
  '/docs/api/webhooks',
  '/docs/api/errors',
  '/docs/api/rate-limits',
  '/docs/api/pagination',
  // Linked from /docs/reference/ (depth 2, or 1 through the sitemap).
  '/docs/reference/cli', // linked protocol-relative: //127.0.0.1:PORT/docs/reference/cli
  '/docs/reference/config-file',
  '/docs/reference/env-vars',
  '/docs/reference/filters?a=1&b=2', // linked as ?b=2&a=1 and ?a=1&b=2: one page, query sorted
  '/docs/reference/exit-codes',
  '/docs/reference/glossary',
  // Linked from /docs/tutorial/step-1 (depth 2); step-3 (3) and step-4 (4) are cut.
  '/docs/tutorial/step-2',
  // Linked from /docs/team/ (depth 2), login cookie needed.
  '/docs/team/onboarding',
  '/docs/team/on-call',
  '/docs/team/rituals',
  // In a sitemap only (depth 0): the plain one ...
  '/docs/changelog/2024',
  '/docs/changelog/2025',
  '/docs/changelog/2026',
  // ... and the gzipped one.
  '/docs/legacy/v1-migration',
  '/docs/legacy/v2-migration',
];

/** Linked in scope at depth <= 2 but disallowed by robots.txt: reported as blocked, never requested. */
export const ROBOTS_BLOCKED: readonly string[] = [
  '/docs/private/roadmap', // linked from /docs/about
  '/docs/private/salaries', // linked from /docs/guides/
  '/docs/private/incidents', // linked from /docs/api/
];

/** Where the redirect loop starts (linked from /docs/): /loop/a -> /loop/b -> /loop/a. Reported as an error. */
export const REDIRECT_LOOP: readonly string[] = ['/loop/a'];

/** Answers 404 "Not found" (linked from /docs/): reported as an error, not a page. */
export const NOT_FOUND: readonly string[] = ['/docs/missing-page'];

/** The chain linked from /docs/: 301 then 302; its end is the page /docs/moved (read once). */
export const REDIRECT_CHAIN = { from: '/old/a', via: ['/old/b'], to: '/docs/moved' } as const;

/** Declares `<link rel="canonical">` to a page that is also linked: the pair is one page. */
export const CANONICAL_ALIASES: Readonly<Record<string, string>> = { '/docs/api/auth-legacy': '/docs/api/auth' };

/** The PDF linked from /docs/, a real pdfkit file; its text holds the marker sentence. */
export const EXPECTED_PDF = {
  path: '/docs/files/handbook.pdf',
  title: 'Lantern Maintainer Handbook',
  marker: 'Marker document docs-files-handbook-pdf.',
} as const;

/** Pages of EXPECTED_PAGES that no link reaches: only a sitemap lists them. */
export const SITEMAP_ONLY: readonly string[] = [
  '/docs/changelog/2024', // plain sitemap
  '/docs/changelog/2025', // plain sitemap
  '/docs/changelog/2026', // plain sitemap
  '/docs/legacy/v1-migration', // gzipped sitemap
  '/docs/legacy/v2-migration', // gzipped sitemap
];

/** Pages of EXPECTED_PAGES reached only through links the start page's script draws. */
export const SCRIPT_DRAWN: readonly string[] = [
  '/docs/widgets/charts',
  '/docs/widgets/tables',
  '/docs/widgets/timeline',
];

/** Pages of EXPECTED_PAGES that answer 302 to /login without the cookie. */
export const LOGIN_REQUIRED: readonly string[] = [
  '/docs/team/',
  '/docs/team/onboarding',
  '/docs/team/on-call',
  '/docs/team/rituals',
];

/**
 * Everything else a crawl of E2E_CRAWL may request besides EXPECTED_PAGES (in any spelling that
 * comparablePath folds); any other request is a bug. The redirect hops, the loop, the 404 and the
 * canonical alias are requested to learn what they are; the image is the install guide's.
 */
export const ALSO_REQUESTED: readonly string[] = [
  '/robots.txt',
  '/sitemap-index.xml',
  '/sitemap.xml', // same index as /sitemap-index.xml
  '/sitemaps/docs.xml',
  '/sitemaps/more.xml.gz',
  '/old/a',
  '/old/b',
  '/loop/a',
  '/loop/b',
  '/docs/missing-page',
  '/docs/api/auth-legacy',
  '/static/architecture.png',
  '/favicon.ico', // a tab asks for it; answered 204
];

/** Depth 3 and 4 along the tutorial chain (step-2 links step-3, step-3 links step-4): never requested. */
export const DEPTH_CUT: readonly string[] = ['/docs/tutorial/step-3', '/docs/tutorial/step-4'];

/**
 * Matched by excludePaths: never requested. The index is linked from /docs/, 2019 from /docs/guides/
 * and listed in the gzipped sitemap; the others only from the archive itself.
 */
export const EXCLUDED: readonly string[] = [
  '/docs/archive/',
  '/docs/archive/2019',
  '/docs/archive/2020',
  '/docs/archive/2021',
  '/docs/archive/2022',
];

/**
 * Outside includePaths: never requested. / and /blog/ are in every nav (and /blog/ in the plain
 * sitemap), /blog/hello-world is linked from /docs/reference/; the other posts only from /blog/.
 */
export const OUTSIDE_INCLUDE: readonly string[] = [
  '/',
  '/blog/',
  '/blog/hello-world',
  '/blog/release-notes',
  '/blog/roadmap-2026',
  '/blog/scaling-search',
  '/blog/team-offsite',
  '/blog/why-markdown',
  '/login', // reached only by the team pages' redirect, which the cookie prevents
];

/** On another host (every footer): never followed. */
export const EXTERNAL: readonly string[] = ['http://external.invalid/partners'];

/** The site's name (the start page's `<title>` and every page's og:site_name) and one-line summary. */
export const SITE_TITLE = 'Lantern Docs';
export const SITE_SUMMARY =
  'Documentation for Lantern, the small self-hosted job scheduler: guides, API and reference.';

/** The `<title>` of every page in EXPECTED_PAGES (the PDF: its document title), for llms.txt. */
export const EXPECTED_TITLES: Readonly<Record<string, string>> = {
  '/docs/': 'Lantern Docs',
  '/docs/guides/': 'Guides',
  '/docs/api/': 'HTTP API',
  '/docs/reference/': 'Reference',
  '/docs/about': 'About the Lantern project',
  '/docs/contact': 'Contact the maintainers',
  '/docs/tutorial/step-1': 'Tutorial, part 1: a first job',
  '/docs/team/': 'Team space',
  '/docs/files/handbook.pdf': 'Lantern Maintainer Handbook',
  '/docs/moved': 'Quick start (moved)',
  '/docs/widgets/charts': 'Charts widget',
  '/docs/widgets/tables': 'Tables widget',
  '/docs/widgets/timeline': 'Timeline widget',
  '/docs/guides/install': 'Install Lantern',
  '/docs/guides/configure': 'Configure jobs and queues',
  '/docs/guides/upgrade': 'Upgrade between releases',
  '/docs/guides/troubleshooting': 'Troubleshooting',
  '/docs/guides/deploy': 'Deploy to production',
  '/docs/guides/plugins': 'Write a plugin',
  '/docs/guides/faq': 'Frequently asked questions',
  '/docs/api/auth': 'API authentication',
  '/docs/api/users': 'Users',
  '/docs/api/projects': 'Projects',
  '/docs/api/webhooks': 'Webhooks',
  '/docs/api/errors': 'Errors',
  '/docs/api/rate-limits': 'Rate limits',
  '/docs/api/pagination': 'Pagination',
  '/docs/reference/cli': 'Command line',
  '/docs/reference/config-file': 'Configuration file',
  '/docs/reference/env-vars': 'Environment variables',
  '/docs/reference/filters?a=1&b=2': 'Run filters',
  '/docs/reference/exit-codes': 'Exit codes',
  '/docs/reference/glossary': 'Glossary',
  '/docs/tutorial/step-2': 'Tutorial, part 2: chaining jobs',
  '/docs/team/onboarding': 'Onboarding checklist',
  '/docs/team/on-call': 'On-call rota',
  '/docs/team/rituals': 'Team rituals',
  '/docs/changelog/2024': 'Changelog 2024',
  '/docs/changelog/2025': 'Changelog 2025',
  '/docs/changelog/2026': 'Changelog 2026',
  '/docs/legacy/v1-migration': 'Migrating from 0.x to 1.0',
  '/docs/legacy/v2-migration': 'Migrating from 1.x to 2.0',
};

/** The local map the e2e runs: the start URL, sitemaps included, queries kept (normalised). */
export const E2E_MAP = { startPath: '/docs/', sitemap: 'include', ignoreQueryParameters: false } as const;

/**
 * A local map of /docs/: every address in the sitemaps plus the links on the start page as
 * rendered (the script-drawn ones too), normalised, on the site's origin only (26). A map lists
 * addresses without reading them: redirects, the loop, the 404, robots-disallowed and excluded
 * addresses appear as linked; includePaths/excludePaths are crawl options, not map options.
 */
export const EXPECTED_MAP: readonly string[] = [
  // Links on /docs/: the nav ...
  '/',
  '/docs/', // also in the plain sitemap
  '/docs/guides/', // also in the plain sitemap
  '/docs/api/', // also in the plain sitemap
  '/docs/reference/', // also in the plain sitemap
  '/blog/', // also in the plain sitemap
  // ... the footer (external.invalid left out) ...
  '/docs/about', // also in the plain sitemap
  '/docs/contact',
  // ... the body ...
  '/docs/guides/install', // written ?utm_source=x and #step-2; also in the gzipped sitemap
  '/docs/tutorial/step-1',
  '/docs/team/',
  '/docs/files/handbook.pdf',
  '/docs/archive/',
  '/old/a',
  '/loop/a',
  '/docs/missing-page',
  // ... and the script's menu.
  '/docs/widgets/charts',
  '/docs/widgets/tables',
  '/docs/widgets/timeline',
  // Only in the plain sitemap.
  '/docs/changelog/2024',
  '/docs/changelog/2025',
  '/docs/changelog/2026',
  // Only in the gzipped sitemap.
  '/docs/api/auth',
  '/docs/legacy/v1-migration',
  '/docs/legacy/v2-migration',
  '/docs/archive/2019',
];

/**
 * One level deeper: EXPECTED_MAP plus the links on every in-site page the start page links to,
 * read with the login cookie (62). /old/a is read where it lands (/docs/moved: nav links only);
 * /loop/a, the 404 and the PDF give no links. The sitemap-only pages link nowhere new, so reading
 * them too changes nothing.
 */
export const EXPECTED_MAP_DEEPER: readonly string[] = [
  ...EXPECTED_MAP,
  '/blog/hello-world', // from / (and /docs/reference/, /blog/)
  // From /docs/guides/.
  '/docs/guides/configure', // also '/docs/guides/configure/' from the install guide
  '/docs/guides/upgrade',
  '/docs/guides/troubleshooting',
  '/docs/guides/deploy',
  '/docs/guides/plugins',
  '/docs/guides/faq',
  '/docs/moved',
  '/docs/private/salaries',
  // From /docs/api/.
  '/docs/api/auth-legacy',
  '/docs/api/users',
  '/docs/api/projects',
  '/docs/api/webhooks',
  '/docs/api/errors',
  '/docs/api/rate-limits',
  '/docs/api/pagination',
  '/docs/private/incidents',
  // From /docs/reference/.
  '/docs/reference/cli',
  '/docs/reference/config-file',
  '/docs/reference/env-vars',
  '/docs/reference/filters?a=1&b=2',
  '/docs/reference/exit-codes',
  '/docs/reference/glossary',
  // From /blog/.
  '/blog/release-notes',
  '/blog/roadmap-2026',
  '/blog/scaling-search',
  '/blog/team-offsite',
  '/blog/why-markdown',
  // From /docs/about.
  '/docs/private/roadmap',
  // From /docs/tutorial/step-1.
  '/docs/tutorial/step-2',
  // From /docs/team/ (with the cookie).
  '/docs/team/onboarding',
  '/docs/team/on-call',
  '/docs/team/rituals',
  // From /docs/archive/.
  '/docs/archive/2020',
  '/docs/archive/2021',
  '/docs/archive/2022',
];

/**
 * The comparison rule for every list above: path and query of an address (origin dropped),
 * without fragment, trailing slash (except '/') or utm_* parameters, the query sorted.
 */
export function comparablePath(address: string): string {
  const url = new URL(address, 'http://127.0.0.1');
  const params = [...url.searchParams]
    .filter(([key]) => !key.startsWith('utm_'))
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return params.length ? `${path}?${new URLSearchParams(params)}` : path;
}
