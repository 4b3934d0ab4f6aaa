import type { SitePage } from '../page-types';

// Leaf pages link only to their own section (and the shared nav), so a page's depth never depends
// on the order the crawl reads pages in. The index links the blocked, excluded and moved pages.
export const GUIDE_PAGES: SitePage[] = [
  {
    path: '/docs/guides/',
    title: 'Guides',
    description: 'Task-oriented guides: install, configure, upgrade, deploy and extend Lantern.',
    body: `
<p>Guides walk through one task from start to finish. Each assumes you have a terminal open on the
machine that will run Lantern and a few minutes of quiet.</p>
<ol>
  <li><a href="/docs/guides/install">Install Lantern</a></li>
  <li><a href="/docs/guides/configure">Configure jobs and queues</a></li>
  <li><a href="/docs/guides/upgrade">Upgrade between releases</a></li>
  <li><a href="/docs/guides/deploy">Deploy to production</a></li>
  <li><a href="/docs/guides/plugins">Write a plugin</a></li>
  <li><a href="/docs/guides/troubleshooting">Troubleshooting</a></li>
  <li><a href="/docs/guides/faq">Frequently asked questions</a></li>
</ol>
<p>Looking for the short version? The <a href="/docs/moved">quick start</a> fits on one screen. Salary bands
for maintainers are in the <a href="/docs/private/salaries">private compensation notes</a>, and the 2019
guides survive in the <a href="/docs/archive/2019">archive</a>.</p>
`,
  },
  {
    path: '/docs/guides/install',
    title: 'Install Lantern',
    description: 'Download the Lantern binary, create its database and start the server for the first time.',
    body: `
<p>Lantern ships as one static binary for Linux, macOS and Windows. Nothing else needs to be installed
unless you want Postgres instead of the bundled SQLite.</p>
<h2 id="step-1">Step 1: download</h2>
<pre><code>curl -LO https://downloads.lantern.invalid/lantern-linux-amd64.tar.gz
tar xzf lantern-linux-amd64.tar.gz
sudo mv lantern /usr/local/bin/</code></pre>
<h2 id="step-2">Step 2: create the database</h2>
<p>Run <code>lantern init</code> in an empty directory. It writes <code>lantern.toml</code> and a SQLite file
next to it, and prints the address of the dashboard.</p>
<figure><img src="/static/architecture.png" alt="Lantern architecture: scheduler, queue and workers" width="320" height="160">
<figcaption>The scheduler fills the queue; workers take jobs from it.</figcaption></figure>
<h2 id="step-3">Step 3: start</h2>
<p>Start the server with <code>lantern serve</code>. Next, <a href="upgrade">read how upgrades work</a> before
you depend on it, then <a href="/docs/guides/configure/">configure your first job</a>. Share this page with
<a href="/docs/guides/install?utm_source=newsletter&amp;utm_medium=email">this link</a>, or link
<a href="#step-2">straight to step 2</a>.</p>
`,
  },
  {
    path: '/docs/guides/configure',
    title: 'Configure jobs and queues',
    description: 'Write lantern.toml: jobs, schedules, queues, retries and concurrency limits.',
    body: `
<p>All configuration lives in <code>lantern.toml</code>. The server re-reads it on SIGHUP, so changes take
effect without dropping running jobs.</p>
<pre><code>[queue.default]
concurrency = 4

[[job]]
name = "thumbnails"
schedule = "*/5 * * * *"
command = "./make-thumbnails.sh"
retries = 3</code></pre>
<p>Every job belongs to exactly one queue. A queue's <code>concurrency</code> caps how many of its jobs run
at once; extra runs wait rather than fail.</p>
<p>Back to the <a href="/docs/guides/">guides</a>, or on to <a href="/docs/guides/deploy">deployment</a>.</p>
`,
  },
  {
    path: '/docs/guides/upgrade',
    title: 'Upgrade between releases',
    description: 'Upgrade Lantern safely: read the notes, back up the database, migrate, restart.',
    body: `
<p>Minor releases never change the database schema, so upgrading is a matter of replacing the binary and
restarting. Major releases migrate the schema on first start and refuse to run if the migration fails.</p>
<ol><li>Read the release notes for every version you skip.</li><li>Back up the database file or dump.</li>
<li>Replace the binary and run <code>lantern migrate --check</code>.</li><li>Restart the service.</li></ol>
<p>Rolling back after a major upgrade means restoring the backup; the migration is not reversible.</p>
<p>Trouble? See <a href="/docs/guides/troubleshooting">troubleshooting</a>.</p>
`,
  },
  {
    path: '/docs/guides/troubleshooting',
    title: 'Troubleshooting',
    description: 'Diagnose jobs that never start, hang, or fail without output.',
    body: `
<p>Most problems show up in <code>lantern doctor</code>, which checks the configuration, the database
connection and the clock. Run it first and read every line it prints.</p>
<table>
  <tr><th>Symptom</th><th>Likely cause</th></tr>
  <tr><td>Job never starts</td><td>The schedule is in UTC but was written for local time</td></tr>
  <tr><td>Job hangs forever</td><td>No <code>timeout</code> set and the command waits on stdin</td></tr>
  <tr><td>Failed with no output</td><td>The command is not executable by the worker's user</td></tr>
</table>
<p>Still stuck? The <a href="/docs/guides/faq">FAQ</a> collects the questions we hear most.</p>
`,
  },
  {
    path: '/docs/guides/deploy',
    title: 'Deploy to production',
    description: 'Run Lantern under systemd or in a container, behind a reverse proxy, with backups.',
    body: `
<p>In production Lantern should run as its own user under a supervisor that restarts it. The repository
includes a systemd unit and a container image built from scratch.</p>
<pre><code>[Service]
User=lantern
ExecStart=/usr/local/bin/lantern serve --config /etc/lantern/lantern.toml
Restart=on-failure</code></pre>
<p>Put the dashboard behind a reverse proxy that terminates TLS. The API speaks plain HTTP and expects the
proxy to set <code>X-Forwarded-Proto</code>.</p>
<p>Schedule a nightly backup of the database, ideally as a Lantern job on a second instance.</p>
`,
  },
  {
    path: '/docs/guides/plugins',
    title: 'Write a plugin',
    description: 'Extend Lantern with plugins that add job types, notifiers or storage back ends.',
    body: `
<p>Plugins are separate executables that speak a small JSON protocol over stdin and stdout. Lantern starts
each plugin once and sends it one request per event.</p>
<ul><li><strong>Job types</strong> run work that is not a shell command, such as an HTTP call.</li>
<li><strong>Notifiers</strong> tell people about failures by chat, e-mail or pager.</li>
<li><strong>Storage</strong> plugins keep logs somewhere other than the database.</li></ul>
<p>A plugin that does not answer within five seconds is restarted, and its pending events are retried.</p>
`,
  },
  {
    path: '/docs/guides/faq',
    title: 'Frequently asked questions',
    description: 'Short answers to the questions new Lantern users ask most often.',
    body: `
<h2>Can two servers share one database?</h2>
<p>Yes, with Postgres. They elect a leader that schedules, and both run workers. SQLite is for a single
server only.</p>
<h2>Does Lantern catch up on missed runs?</h2>
<p>Only if the job says <code>catch_up = true</code>. By default a run missed while the server was down is
skipped and recorded as such.</p>
<h2>How do I pause everything?</h2>
<p>Use <code>lantern pause --all</code>. Paused jobs keep their schedule and resume at the next slot.</p>
`,
  },
];
