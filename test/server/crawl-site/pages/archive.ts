import type { SitePage } from '../page-types';

// The section the e2e crawl excludes with excludePaths ('^/docs/archive/').
export const ARCHIVE_PAGES: SitePage[] = [
  {
    path: '/docs/archive/',
    title: 'Archived documentation',
    description: 'Documentation for Lantern releases before 2.0, kept for people still running them.',
    body: `
<p>These pages describe releases that no longer receive fixes. They are kept as they were, mistakes
included, for anyone maintaining an old installation.</p>
<ul>
  <li><a href="/docs/archive/2019">2019: the 0.x releases</a></li>
  <li><a href="/docs/archive/2020">2020: release 1.0</a></li>
  <li><a href="/docs/archive/2021">2021: the 1.x series</a></li>
  <li><a href="/docs/archive/2022">2022: the road to 2.0</a></li>
</ul>
`,
  },
  {
    path: '/docs/archive/2019',
    title: 'Archive: 2019',
    description: 'The 0.x releases: crontab import, the first dashboard and the SQLite-only era.',
    body: `
<p>In 2019 Lantern could import an existing crontab and not much else. The dashboard was a single page
that refreshed itself every ten seconds.</p>
<p>Configuration used YAML then; the switch to TOML came a year later. Next: <a href="/docs/archive/2020">2020</a>.</p>
`,
  },
  {
    path: '/docs/archive/2020',
    title: 'Archive: 2020',
    description: 'Release 1.0: TOML configuration, queues and the first HTTP API.',
    body: `
<p>Version 1.0 introduced queues and the HTTP API. It also replaced YAML with TOML, a change that
generated more forum threads than any feature before or since.</p>
<p>Next: <a href="/docs/archive/2021">2021</a>.</p>
`,
  },
  {
    path: '/docs/archive/2021',
    title: 'Archive: 2021',
    description: 'The 1.x series: Postgres support, webhooks and plugins.',
    body: `
<p>The 1.x releases added Postgres, webhooks and the plugin protocol. Running two servers against one
database became possible, though leader election was still manual.</p>
<p>Next: <a href="/docs/archive/2022">2022</a>.</p>
`,
  },
  {
    path: '/docs/archive/2022',
    title: 'Archive: 2022',
    description: 'The road to 2.0: automatic leader election and the new scheduler core.',
    body: `
<p>Most of 2022 went into rewriting the scheduler core so that leader election could be automatic. The
old core is described here for anyone debugging a 1.x cluster.</p>
`,
  },
];
