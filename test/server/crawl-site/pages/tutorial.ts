import type { SitePage } from '../page-types';

// A chain: /docs/ -> step-1 (depth 1) -> step-2 (2) -> step-3 (3) -> step-4 (4). Nothing else links
// steps 3 and 4 and no sitemap lists them, so maxDiscoveryDepth 2 visibly stops at step 2.
export const TUTORIAL_PAGES: SitePage[] = [
  {
    path: '/docs/tutorial/step-1',
    title: 'Tutorial, part 1: a first job',
    description: 'Start the tutorial: write a job that runs every minute and watch it in the dashboard.',
    body: `
<p>In this tutorial you will build a small pipeline that downloads exchange rates, converts them and
publishes a report. Part one gets a single job running.</p>
<pre><code>[[job]]
name = "fetch-rates"
schedule = "* * * * *"
command = "curl -s https://rates.example.invalid/today -o rates.json"</code></pre>
<p>Save the file, run <code>lantern serve</code>, and open the dashboard. Within a minute the first run
appears. When it has succeeded twice, continue with <a href="/docs/tutorial/step-2">part 2</a>.</p>
`,
  },
  {
    path: '/docs/tutorial/step-2',
    title: 'Tutorial, part 2: chaining jobs',
    description: 'Make a second job start when the first succeeds, instead of on its own schedule.',
    body: `
<p>A job can start after another instead of at a fixed time. Add <code>after = "fetch-rates"</code> to a
new job and leave out its schedule.</p>
<pre><code>[[job]]
name = "convert-rates"
after = "fetch-rates"
command = "./convert.py rates.json rates.csv"</code></pre>
<p>If the first job fails, the second does not run, and the dashboard shows it as skipped. Continue with
<a href="/docs/tutorial/step-3">part 3</a>.</p>
`,
  },
  {
    path: '/docs/tutorial/step-3',
    title: 'Tutorial, part 3: retries and timeouts',
    description: 'Make the pipeline survive a flaky network with retries, back-off and a timeout.',
    body: `
<p>The rates service is sometimes slow. Give the fetch job <code>retries = 4</code> and a
<code>timeout = "30s"</code> so a hung download is killed and tried again.</p>
<p>Retries wait 10 seconds, then 20, then 40: the back-off doubles each time so a struggling service gets
room to recover.</p>
<p>Continue with <a href="/docs/tutorial/step-4">part 4</a>.</p>
`,
  },
  {
    path: '/docs/tutorial/step-4',
    title: 'Tutorial, part 4: publishing',
    description: 'Finish the pipeline by publishing the report and notifying the team when it fails.',
    body: `
<p>The last job copies <code>rates.csv</code> to the shared drive. Add a notifier so that a failure anywhere
in the chain sends one message to the team channel instead of three.</p>
<p>That completes the pipeline: three jobs, one schedule, retries where they help, and a single alert when
something needs a person. Well done.</p>
`,
  },
];
