import type { SitePage } from '../page-types';

const AUTH: SitePage = {
  path: '/docs/api/auth',
  title: 'API authentication',
  description: 'Authenticate API calls with project tokens sent as a bearer header.',
  body: `
<p>Every API call carries a project token in the <code>Authorization</code> header. Tokens are created in
the dashboard and can be limited to reading, or to one queue.</p>
<pre><code>curl -H "Authorization: Bearer lt_live_2f9c..." http://localhost:7400/api/v1/jobs</code></pre>
<p>Tokens never expire on their own; revoke them when a person leaves or a machine is retired. A revoked
token fails with <a href="/docs/api/errors">error 401</a>.</p>
<p>Next: manage <a href="/docs/api/users">users</a>, or see the <a href="/docs/api/rate-limits">rate limits</a>.</p>
`,
};

// The legacy address serves the same document and declares the current one canonical, so a crawl
// keeps one page whichever address it reads first.
const AUTH_LEGACY: SitePage = { ...AUTH, path: '/docs/api/auth-legacy', canonical: '/docs/api/auth' };

export const API_PAGES: SitePage[] = [
  {
    path: '/docs/api/',
    title: 'HTTP API',
    description: 'The Lantern HTTP API: authentication, resources, webhooks, errors and limits.',
    body: `
<p>The API is JSON over HTTP, versioned in the path (<code>/api/v1/</code>). Everything the dashboard
does goes through it, so anything you can click you can also script.</p>
<table>
  <tr><th>Resource</th><th>Page</th></tr>
  <tr><td>Tokens</td><td><a href="/docs/api/auth">Authentication</a> (formerly <a href="/docs/api/auth-legacy">auth, legacy URL</a>)</td></tr>
  <tr><td>People</td><td><a href="{origin}/docs/api/users">Users</a></td></tr>
  <tr><td>Projects</td><td><a href="/docs/api/projects">Projects</a></td></tr>
  <tr><td>Events</td><td><a href="/docs/api/webhooks">Webhooks</a></td></tr>
  <tr><td>Failures</td><td><a href="/docs/api/errors">Errors</a></td></tr>
  <tr><td>Quotas</td><td><a href="/docs/api/rate-limits">Rate limits</a></td></tr>
  <tr><td>Lists</td><td><a href="/docs/api/pagination">Pagination</a></td></tr>
</table>
<p>Outages and their write-ups are tracked in the <a href="/docs/private/incidents">incident log</a>, which is
for maintainers only.</p>
`,
  },
  AUTH,
  AUTH_LEGACY,
  {
    path: '/docs/api/users',
    title: 'Users',
    description: 'Invite, list and remove the people who can use a Lantern instance.',
    body: `
<p>Users are people who sign in to the dashboard. Each has one role per project: viewer, operator or
owner. Only owners can invite others or create tokens.</p>
<pre><code>POST /api/v1/users
{"email": "ada@example.invalid", "role": "operator", "project": "billing"}</code></pre>
<p>Removing a user ends their sessions immediately but keeps the runs they started in the history.</p>
`,
  },
  {
    path: '/docs/api/projects',
    title: 'Projects',
    description: 'Group jobs, queues and tokens into projects with their own permissions.',
    body: `
<p>A project is a folder for jobs. Permissions, tokens and dashboards are all scoped to one project, so a
team can own its jobs without seeing anyone else's.</p>
<ul><li><code>GET /api/v1/projects</code> lists the projects you can see.</li>
<li><code>POST /api/v1/projects</code> creates one; you become its owner.</li>
<li><code>DELETE /api/v1/projects/{id}</code> needs the project to be empty.</li></ul>
<p>Project names are unique per instance and cannot be changed later, so choose them with care.</p>
`,
  },
  {
    path: '/docs/api/webhooks',
    title: 'Webhooks',
    description: 'Receive a signed HTTP callback whenever a run starts, succeeds or fails.',
    body: `
<p>A webhook sends a POST request to your URL for each run event. The body is JSON, and the
<code>Lantern-Signature</code> header holds an HMAC of it made with the webhook's secret.</p>
<p>Deliveries that fail are retried five times over an hour. After that the webhook is disabled and
the project owners are notified.</p>
<p>Verify the signature before trusting the body; the <a href="/docs/api/errors">errors page</a> lists what
a rejected delivery looks like from our side.</p>
`,
  },
  {
    path: '/docs/api/errors',
    title: 'Errors',
    description: 'Error responses of the Lantern API: status codes, codes and what to do about them.',
    body: `
<p>Errors come back as JSON with a stable <code>code</code> and a human-readable <code>message</code>. Match on
the code; the message may be reworded between releases.</p>
<table>
  <tr><th>Status</th><th>Code</th><th>Meaning</th></tr>
  <tr><td>401</td><td>token_invalid</td><td>The token is unknown or revoked</td></tr>
  <tr><td>403</td><td>forbidden</td><td>The token lacks the role for this call</td></tr>
  <tr><td>409</td><td>job_running</td><td>The job is running and cannot be changed now</td></tr>
  <tr><td>429</td><td>rate_limited</td><td>Too many requests; see Retry-After</td></tr>
</table>
`,
  },
  {
    path: '/docs/api/rate-limits',
    title: 'Rate limits',
    description: 'How many API requests a token may make, and how to back off when limited.',
    body: `
<p>Each token may make 600 requests a minute. Enqueueing jobs counts once per job, so batch endpoints are
the cheaper way to submit many at once.</p>
<p>When the limit is reached the API answers 429 with a <code>Retry-After</code> header in seconds. Clients
should wait at least that long and add a little random jitter.</p>
<p>Self-hosted instances can change the limit with <code>api.rate_limit</code> in the configuration.</p>
`,
  },
  {
    path: '/docs/api/pagination',
    title: 'Pagination',
    description: 'Page through long lists of runs and jobs with cursors.',
    body: `
<p>List endpoints return at most 100 items and a <code>next</code> cursor. Pass it back as
<code>?cursor=</code> to get the following page; a missing cursor means you have reached the end.</p>
<pre><code>GET /api/v1/runs?limit=100
GET /api/v1/runs?limit=100&amp;cursor=eyJpZCI6MTIzNH0</code></pre>
<p>Cursors are opaque and expire after an hour. Do not build them by hand.</p>
`,
  },
];
