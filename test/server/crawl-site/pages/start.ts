import type { SitePage } from '../page-types';
import { SITE_NAME } from '../layout';

// The widget menu is drawn by script: the paths are joined from words at run time, so no
// "/docs/widgets/..." address appears anywhere in the raw HTML. The third link comes 300 ms late.
const WIDGET_MENU_SCRIPT = `(function () {
  var menu = document.getElementById('widget-menu');
  function add(label, words) {
    var a = document.createElement('a');
    a.href = '/' + words.join('/');
    a.textContent = label;
    var item = document.createElement('li');
    item.appendChild(a);
    menu.appendChild(item);
  }
  add('Charts widget', ['docs', 'widgets', 'charts']);
  add('Tables widget', ['docs', 'widgets', 'tables']);
  setTimeout(function () {
    add('Timeline widget', ['docs', 'widgets', 'timeline']);
  }, 300);
})();`;

/** The crawl's start page. */
export const START_PAGE: SitePage = {
  path: '/docs/',
  title: SITE_NAME,
  description: 'Documentation for Lantern, the small self-hosted job scheduler: guides, API and reference.',
  script: WIDGET_MENU_SCRIPT,
  body: `
<p>Lantern runs scheduled jobs on your own servers. It reads a single configuration file, keeps its
queue in SQLite or Postgres, and exposes a small HTTP API so other programs can enqueue work.</p>
<p>These pages cover installing Lantern, writing your first pipeline, and operating it in production.
If you are upgrading from an older release, start with the <a href="/docs/guides/install?utm_source=x">installation
guide</a> and jump straight to <a href="/docs/guides/install#step-2">step two</a>.</p>
<h2>Where to start</h2>
<ul>
  <li><a href="/docs/tutorial/step-1">Tutorial: your first pipeline</a>, a four-part walk through.</li>
  <li><a href="/docs/team/">Team space</a> for maintainers (sign-in required).</li>
  <li><a href="/docs/files/handbook.pdf">The maintainer handbook (PDF)</a>.</li>
  <li><a href="/docs/archive/">Archived documentation</a> for releases before 2.0.</li>
</ul>
<h2>Moved and retired pages</h2>
<p>Some addresses from the old site still work: the <a href="/old/a">old quick start</a> now forwards to
its new home, while the <a href="/loop/a">legacy mirror</a> is known to be broken. The
<a href="/docs/missing-page">command cookbook</a> was removed and has not been replaced.</p>
<h2>Widgets</h2>
<p>The dashboard ships with embeddable widgets. This menu is built in the browser:</p>
<ul id="widget-menu"></ul>
`,
};
