import type { SitePage } from '../page-types';

// The index writes the filters page's address twice with its query in a different order, and the
// CLI page protocol-relative with the port spelt out: each is one page.
export const REFERENCE_PAGES: SitePage[] = [
  {
    path: '/docs/reference/',
    title: 'Reference',
    description: 'Complete reference: command line, configuration file, environment, filters and exit codes.',
    body: `
<p>The reference describes every command, setting and variable. It is exhaustive rather than friendly;
the guides are the place to learn, this is the place to look things up.</p>
<ul>
  <li><a href="//127.0.0.1:{port}/docs/reference/cli">Command line</a></li>
  <li><a href="/docs/reference/config-file">Configuration file</a></li>
  <li><a href="/docs/reference/env-vars">Environment variables</a></li>
  <li><a href="/docs/reference/filters?b=2&amp;a=1">Run filters</a>, and the same page as
  <a href="/docs/reference/filters?a=1&amp;b=2">a shared search</a></li>
  <li><a href="/docs/reference/exit-codes">Exit codes</a></li>
  <li><a href="/docs/reference/glossary">Glossary</a></li>
</ul>
<p>What changed recently is summarised in the <a href="/blog/hello-world">launch post</a>.</p>
`,
  },
  {
    path: '/docs/reference/cli',
    title: 'Command line',
    description: 'Every lantern subcommand with its flags: serve, init, migrate, doctor, pause and run.',
    body: `
<p>The <code>lantern</code> binary has one subcommand per task. Global flags come before the subcommand,
its own flags after.</p>
<table>
  <tr><th>Command</th><th>Does</th></tr>
  <tr><td><code>serve</code></td><td>Starts the scheduler, the workers and the dashboard</td></tr>
  <tr><td><code>init</code></td><td>Writes a starter configuration and database</td></tr>
  <tr><td><code>migrate</code></td><td>Upgrades the database schema</td></tr>
  <tr><td><code>doctor</code></td><td>Checks configuration, database and clock</td></tr>
  <tr><td><code>run NAME</code></td><td>Runs one job now, outside its schedule</td></tr>
</table>
<p>Add <code>--json</code> to any command for machine-readable output.</p>
`,
  },
  {
    path: '/docs/reference/config-file',
    title: 'Configuration file',
    description: 'All keys of lantern.toml with their types, defaults and examples.',
    body: `
<p><code>lantern.toml</code> is read at start and on SIGHUP. Unknown keys are an error, which catches typos
before they silently change nothing.</p>
<table>
  <tr><th>Key</th><th>Type</th><th>Default</th></tr>
  <tr><td>database.url</td><td>string</td><td>sqlite://lantern.db</td></tr>
  <tr><td>api.listen</td><td>string</td><td>127.0.0.1:7400</td></tr>
  <tr><td>api.rate_limit</td><td>integer</td><td>600</td></tr>
  <tr><td>job.timeout</td><td>duration</td><td>1h</td></tr>
</table>
<p>Durations are written like <code>90s</code>, <code>15m</code> or <code>2h</code>.</p>
`,
  },
  {
    path: '/docs/reference/env-vars',
    title: 'Environment variables',
    description: 'Environment variables Lantern reads, and the ones it passes to every job.',
    body: `
<p>Any configuration key can be set from the environment by upper-casing it and replacing dots with
underscores: <code>database.url</code> becomes <code>LANTERN_DATABASE_URL</code>.</p>
<p>Every job receives these variables besides its own:</p>
<ul><li><code>LANTERN_JOB</code>, the job's name</li><li><code>LANTERN_RUN_ID</code>, unique per run</li>
<li><code>LANTERN_ATTEMPT</code>, starting at 1 and counting retries</li></ul>
`,
  },
  {
    path: '/docs/reference/filters',
    title: 'Run filters',
    description: 'Filter the run history by job, status, queue and time with query parameters.',
    body: `
<p>The runs list in the dashboard and the API accept the same filters as query parameters, so a filtered
view can be bookmarked or shared.</p>
<pre><code>/runs?job=thumbnails&amp;status=failed&amp;since=24h</code></pre>
<p>Filters combine with AND. Repeating a parameter, such as two <code>status</code> values, combines those
values with OR. Parameter order never matters.</p>
`,
  },
  {
    path: '/docs/reference/exit-codes',
    title: 'Exit codes',
    description: 'What the exit codes of the lantern command and of jobs mean.',
    body: `
<p>The <code>lantern</code> command exits with 0 on success and a small positive number otherwise. Scripts
should test for the specific codes below rather than for any non-zero value.</p>
<table>
  <tr><th>Code</th><th>Meaning</th></tr>
  <tr><td>2</td><td>Invalid configuration</td></tr>
  <tr><td>3</td><td>Database unreachable</td></tr>
  <tr><td>4</td><td>Migration needed or failed</td></tr>
</table>
<p>A job's own exit code is stored with its run; any non-zero code counts as a failure and is retried.</p>
`,
  },
  {
    path: '/docs/reference/glossary',
    title: 'Glossary',
    description: 'The words the Lantern documentation uses, defined once.',
    body: `
<dl>
  <dt>Job</dt><dd>A named command with a schedule.</dd>
  <dt>Run</dt><dd>One execution of a job, with its output and exit code.</dd>
  <dt>Queue</dt><dd>A line of runs waiting for a worker, with its own concurrency limit.</dd>
  <dt>Worker</dt><dd>A process that takes runs from queues and executes them.</dd>
  <dt>Slot</dt><dd>A moment at which a schedule says a job should start.</dd>
</dl>
<p>Terms are used with these meanings throughout, including in error messages and the API.</p>
`,
  },
];
