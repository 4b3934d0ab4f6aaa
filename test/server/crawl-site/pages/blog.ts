import type { SitePage } from '../page-types';

// Outside the e2e crawl's includePaths: linked from the nav and from /docs/reference/, never read.
export const BLOG_PAGES: SitePage[] = [
  {
    path: '/blog/',
    title: 'Lantern blog',
    description: 'News, release announcements and stories from the Lantern maintainers.',
    body: `
<ul>
  <li><a href="/blog/hello-world">Hello, world</a>, why we started Lantern</li>
  <li><a href="/blog/release-notes">Release 2.4</a>, what is new</li>
  <li><a href="/blog/roadmap-2026">The 2026 roadmap</a></li>
  <li><a href="/blog/scaling-search">Making history search fast</a></li>
  <li><a href="/blog/team-offsite">Our first offsite</a></li>
  <li><a href="/blog/why-markdown">Why the docs are written in Markdown</a></li>
</ul>
`,
  },
  {
    path: '/blog/hello-world',
    title: 'Hello, world',
    description: 'Why we started Lantern, and what it is not trying to be.',
    body: `
<p>Lantern began with a print shop whose invoices were sent by eleven crontabs on three machines.
Nobody knew which had run. We wanted a scheduler that remembers.</p>
<p>It is not a workflow engine and never will be. If you need a graph of a thousand tasks, there are
better tools; if you need cron that tells you what happened, read on.</p>
`,
  },
  {
    path: '/blog/release-notes',
    title: 'Release 2.4',
    description: 'Lantern 2.4 brings catch-up runs, a faster dashboard and quieter logs.',
    body: `
<p>Release 2.4 adds optional catch-up for runs missed during downtime, makes the dashboard load three times
faster on large histories, and stops logging every successful heartbeat.</p>
<p>Upgrading from 2.3 needs no migration. Thanks to the fourteen people who contributed.</p>
`,
  },
  {
    path: '/blog/roadmap-2026',
    title: 'The 2026 roadmap',
    description: 'What the maintainers plan for Lantern in 2026, in public.',
    body: `
<p>This year we focus on operations: better metrics, a Windows service wrapper and clearer upgrade
checks. New job types will wait until those are done.</p>
<p>As always, the roadmap is a plan and not a promise.</p>
`,
  },
  {
    path: '/blog/scaling-search',
    title: 'Making history search fast',
    description: 'How we made searching a million runs take milliseconds instead of seconds.',
    body: `
<p>Searching run history used to scan every row. An index on job and start time, plus a rewrite of the
filter parser, brought a typical search from four seconds to twelve milliseconds.</p>
<p>The lesson: measure with real data. Our test database had two hundred runs; a user's had two million.</p>
`,
  },
  {
    path: '/blog/team-offsite',
    title: 'Our first offsite',
    description: 'Six maintainers, one rented house, three days and far too much coffee.',
    body: `
<p>After five years of video calls, the maintainers met in person for the first time. We rewrote the
contributor guide, fixed forty small bugs and argued about tabs.</p>
<p>Sponsors paid for travel; we are grateful, and we will do it again.</p>
`,
  },
  {
    path: '/blog/why-markdown',
    title: 'Why the docs are written in Markdown',
    description: 'Plain text, reviewed like code: how and why the documentation is written.',
    body: `
<p>Every page of the documentation is a Markdown file in the main repository. Changes to behaviour and
to the docs arrive in the same pull request and are reviewed together.</p>
<p>It also means the docs can be read offline, grepped, and fed to whatever tool you like.</p>
`,
  },
];
