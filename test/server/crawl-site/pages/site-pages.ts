import type { SitePage } from '../page-types';

/** Pages around the docs: the site's home, about, contact, the redirect target and the widgets. */
export const SITE_PAGES: SitePage[] = [
  {
    path: '/',
    title: 'Lantern: a small self-hosted job scheduler',
    description: 'Lantern schedules and runs jobs on your own servers, with one config file and a tiny API.',
    body: `
<p>Lantern is an open-source scheduler for teams that want cron with a memory. Every run is recorded,
failures are retried with back-off, and a web dashboard shows what ran, when, and why it stopped.</p>
<p>It is a single binary with no runtime dependencies besides the database you already have.</p>
<p><a href="/docs/">Read the docs</a> or see the latest post,
<a href="/blog/hello-world">Hello, world</a>.</p>
`,
  },
  {
    path: '/docs/about',
    title: 'About the Lantern project',
    description: 'Who builds Lantern, how decisions are made, and how the project is funded.',
    body: `
<p>Lantern started in 2018 as a weekend replacement for a tangle of crontabs at a small print shop.
Today it is maintained by six volunteers across four time zones and used by a few hundred teams.</p>
<p>Decisions are made in public issues. Anything that changes the configuration format needs two
maintainers to agree and a release note that explains the migration.</p>
<h2>Funding</h2>
<p>Hosting is paid for by sponsors listed on the partners page. Staff can read the
<a href="/docs/private/roadmap">internal roadmap</a>; everyone else gets the public one on the blog.</p>
`,
  },
  {
    path: '/docs/contact',
    title: 'Contact the maintainers',
    description: 'How to report a bug, ask a question or reach the security team.',
    body: `
<p>Questions are best asked in the discussion forum, where answers help the next person too. Bugs go to
the issue tracker with the output of <code>lantern doctor</code> attached.</p>
<p>Security problems should never be filed in public. Write to
<a href="mailto:security@lantern.invalid">security@lantern.invalid</a> and expect an answer within two
working days.</p>
<table>
  <tr><th>Topic</th><th>Where</th><th>Response time</th></tr>
  <tr><td>Questions</td><td>Forum</td><td>Best effort</td></tr>
  <tr><td>Bugs</td><td>Issue tracker</td><td>One week</td></tr>
  <tr><td>Security</td><td>E-mail</td><td>Two working days</td></tr>
</table>
`,
  },
  {
    path: '/docs/moved',
    title: 'Quick start (moved)',
    description: 'The quick start from the old site: install, configure and run a first job.',
    body: `
<p>This quick start used to live on the old site. The short version: install the binary, write a
<code>lantern.toml</code> with one job, and run <code>lantern serve</code>.</p>
<pre><code>[[job]]
name = "nightly-report"
schedule = "0 2 * * *"
command = "./report.sh"</code></pre>
<p>Once the server is up, the dashboard on port 7400 lists the job and its next run time. If you reached
this page through an old bookmark, please update it.</p>
`,
  },
  {
    path: '/docs/widgets/charts',
    title: 'Charts widget',
    description: 'Embed a chart of job durations and failure rates in any page.',
    body: `
<p>The charts widget draws run durations as a line and failures as red bars underneath. It fetches data
from the read-only API with a token scoped to one project.</p>
<p>Charts refresh every minute. Pass <code>data-window="7d"</code> to show a week instead of a day.</p>
<p>For raw numbers rather than a picture, use the tables widget from the same menu.</p>
`,
  },
  {
    path: '/docs/widgets/tables',
    title: 'Tables widget',
    description: 'Embed a sortable table of recent runs with their status and duration.',
    body: `
<p>The tables widget lists the last fifty runs of a project, newest first. Columns can be sorted, and
failed runs link to their logs.</p>
<ul><li>Status: queued, running, succeeded or failed</li><li>Started at, in the viewer's time zone</li>
<li>Duration, rounded to the second</li></ul>
<p>The widget is plain HTML with no framework, so it inherits the host page's styles.</p>
`,
  },
  {
    path: '/docs/widgets/timeline',
    title: 'Timeline widget',
    description: 'Embed a timeline showing which jobs overlapped during the last day.',
    body: `
<p>The timeline widget places each run as a bar on a shared time axis, which makes overlapping jobs easy
to spot. Hovering a bar shows the job name and exit code.</p>
<p>It loads a moment after the page because it waits for the dashboard's clock to sync; that delay is
deliberate and keeps bars from jumping.</p>
`,
  },
  {
    path: '/login',
    title: 'Sign in',
    description: 'Sign in to the Lantern team space.',
    bare: true,
    body: `
<p>Please sign in to see the team space.</p>
<form method="post" action="/login">
  <label>Name <input name="user" autocomplete="username"></label>
  <label>Password <input name="password" type="password" autocomplete="current-password"></label>
  <button type="submit">Sign in</button>
</form>
`,
  },
];
