import type { SitePage } from '../page-types';

// Disallowed by robots.txt; each is linked from an allowed page, so a crawl must report them.
export const PRIVATE_PAGES: SitePage[] = [
  {
    path: '/docs/private/roadmap',
    title: 'Internal roadmap',
    description: 'Maintainers only: what we plan to build next and what we decided not to.',
    body: `
<p>Next quarter: a native Windows service wrapper and per-queue rate limits. Not planned: a hosted
version, which would turn volunteers into an operations team.</p>
`,
  },
  {
    path: '/docs/private/salaries',
    title: 'Compensation notes',
    description: 'Maintainers only: how sponsorship money is shared among maintainers.',
    body: `
<p>Sponsorship income is split evenly among active maintainers each quarter, after hosting costs.
Active means at least ten reviews or releases in the quarter.</p>
`,
  },
  {
    path: '/docs/private/incidents',
    title: 'Incident log',
    description: 'Maintainers only: outages of the public instance and what we learned.',
    body: `
<p>March: the public instance stopped scheduling for forty minutes after a clock jump. April: a webhook
storm after a retry bug. Both write-ups include the fix and the test that now guards it.</p>
`,
  },
];
