import type { SitePage } from '../page-types';

// Behind the login cookie: without `session=letmein` each answers 302 to /login.
export const TEAM_PAGES: SitePage[] = [
  {
    path: '/docs/team/',
    title: 'Team space',
    description: 'Maintainers only: onboarding, the on-call rota and how the team works together.',
    needsLogin: true,
    body: `
<p>Welcome back. This space is for people who maintain Lantern: how we onboard, who is on call, and the
rituals that keep a volunteer project moving.</p>
<ul>
  <li><a href="/docs/team/onboarding">Onboarding checklist</a></li>
  <li><a href="/docs/team/on-call">On-call rota</a></li>
  <li><a href="/docs/team/rituals">Team rituals</a></li>
</ul>
`,
  },
  {
    path: '/docs/team/onboarding',
    title: 'Onboarding checklist',
    description: 'What a new maintainer does in their first two weeks.',
    needsLogin: true,
    body: `
<p>New maintainers pair with a buddy for their first two weeks. By the end they should have reviewed a
pull request, cut a patch release, and answered a forum question.</p>
<ol><li>Get access to the repository and the release signing key.</li><li>Read the last three incident
write-ups.</li><li>Shadow one on-call shift.</li></ol>
<p>Ask your buddy anything; there are no silly questions in week one, or in week fifty.</p>
`,
  },
  {
    path: '/docs/team/on-call',
    title: 'On-call rota',
    description: 'Who answers the pager each week, and what on-call means for a volunteer team.',
    needsLogin: true,
    body: `
<p>On-call rotates weekly, handing over on Mondays at 09:00 UTC. The person on call watches the public
instance and triages new security reports.</p>
<table>
  <tr><th>Week</th><th>Primary</th><th>Secondary</th></tr>
  <tr><td>1</td><td>Ines</td><td>Tomasz</td></tr>
  <tr><td>2</td><td>Tomasz</td><td>Amara</td></tr>
  <tr><td>3</td><td>Amara</td><td>Ines</td></tr>
</table>
<p>Nobody is expected to answer at night. If something can wait until morning, it waits.</p>
`,
  },
  {
    path: '/docs/team/rituals',
    title: 'Team rituals',
    description: 'The monthly call, release Fridays that are not on Fridays, and the yearly retro.',
    needsLogin: true,
    body: `
<p>The team meets on a video call on the first Tuesday of each month. The agenda is an issue anyone can
add to until the day before.</p>
<p>Releases happen on Wednesdays so that problems surface before the weekend. Each December we hold a
retrospective and pick at most three things to change next year.</p>
`,
  },
];
