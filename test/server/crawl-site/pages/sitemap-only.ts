import type { SitePage } from '../page-types';

// Listed in a sitemap and linked from nowhere: the changelog only in the plain sitemap, the
// migration notes only in the gzipped one. They link only to the shared nav and footer.
export const SITEMAP_ONLY_PAGES: SitePage[] = [
  {
    path: '/docs/changelog/2024',
    title: 'Changelog 2024',
    description: 'Every Lantern release in 2024 with its changes and fixes.',
    body: `
<ul><li><strong>2.0</strong>: automatic leader election, new scheduler core.</li>
<li><strong>2.1</strong>: per-job time zones.</li><li><strong>2.1.1</strong>: fixes a crash on empty queues.</li></ul>
<p>2024 was the year of the rewrite; most fixes were for regressions it introduced.</p>
`,
  },
  {
    path: '/docs/changelog/2025',
    title: 'Changelog 2025',
    description: 'Every Lantern release in 2025 with its changes and fixes.',
    body: `
<ul><li><strong>2.2</strong>: webhook signatures use SHA-256.</li><li><strong>2.3</strong>: cursor pagination
everywhere.</li><li><strong>2.3.2</strong>: dashboard no longer leaks memory on long sessions.</li></ul>
<p>The signature change in 2.2 requires receivers to update their verification code.</p>
`,
  },
  {
    path: '/docs/changelog/2026',
    title: 'Changelog 2026',
    description: 'Every Lantern release in 2026 so far with its changes and fixes.',
    body: `
<ul><li><strong>2.4</strong>: catch-up runs, faster dashboard.</li><li><strong>2.4.1</strong>: catch-up
respects pauses.</li></ul>
<p>More releases will be listed here as they ship.</p>
`,
  },
  {
    path: '/docs/legacy/v1-migration',
    title: 'Migrating from 0.x to 1.0',
    description: 'Convert a YAML configuration to TOML and move to queues.',
    body: `
<p>The 1.0 release changed the configuration format from YAML to TOML. <code>lantern convert-config</code>
does the translation and prints anything it could not map.</p>
<p>Jobs without a queue are put in <code>default</code>, whose concurrency is one, matching the old
behaviour of running one job at a time.</p>
`,
  },
  {
    path: '/docs/legacy/v2-migration',
    title: 'Migrating from 1.x to 2.0',
    description: 'Move a 1.x cluster to 2.0 and its automatic leader election.',
    body: `
<p>Stop every server but one, upgrade it, and let it migrate the database. Then upgrade the others; they
join as followers and the leader is elected automatically.</p>
<p>Remove the old <code>leader = true</code> setting afterwards. It is ignored by 2.0 and warns at start.</p>
`,
  },
];
