import { HTML, NOT_FOUND } from './answer';
import type { Answer } from './answer';
import { markerSentence } from './layout';
import { robotsTxt } from './robots';
import { urlsetXml } from './sitemaps';

/** The benchmark site's start page. */
export const BENCH_START_PATH = '/bench/1';

/** The benchmark site's pages: '/bench/1' ... '/bench/N'. */
export function benchPaths(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `/bench/${i + 1}`);
}

const SUBJECTS = ['The scheduler', 'A worker', 'The queue', 'The dashboard', 'A webhook', 'The API', 'A plugin'];
const VERBS = ['records', 'retries', 'reports', 'measures', 'compresses', 'publishes', 'checks'];
const OBJECTS = [
  'every run',
  'the exit code',
  'a failed job',
  'the time it took',
  'old logs',
  'the result',
  'the clock',
];

/** Three paragraphs that differ from page to page, about 1 KB of prose. */
function prose(n: number): string {
  const sentence = (k: number) =>
    `${SUBJECTS[(n + k) % 7]} ${VERBS[(n * 3 + k) % 7]} ${OBJECTS[(n * 5 + k) % 7]} in batch ${n}, step ${k + 1}.`;
  const paragraph = (from: number) => [0, 1, 2, 3].map((k) => sentence(from + k)).join(' ');
  return [0, 4, 8].map((from) => `<p>${paragraph(from)}</p>`).join('\n');
}

/**
 * A flat site of plain pages without traps: page i links to its parent (i/2) and its children
 * 2i and 2i+1 (a binary tree rooted at /bench/1), and /sitemap.xml lists them all.
 */
export function answerBenchSite(pathname: string, origin: string, count: number, crawlDelay: number): Answer {
  if (pathname === '/robots.txt') {
    return { status: 200, type: 'text/plain; charset=utf-8', body: robotsTxt(origin, crawlDelay, [], '/sitemap.xml') };
  }
  if (pathname === '/sitemap.xml')
    return { status: 200, type: 'application/xml', body: urlsetXml(origin, benchPaths(count)) };
  if (pathname === '/favicon.ico') return { status: 204 };
  const n = Number(/^\/bench\/(\d+)$/.exec(pathname)?.[1] ?? NaN);
  if (!Number.isInteger(n) || n < 1 || n > count) return NOT_FOUND;
  const links = [Math.floor(n / 2), 2 * n, 2 * n + 1]
    .filter((k) => k >= 1 && k <= count)
    .map((k) => `<li><a href="/bench/${k}">Bench page ${k}</a></li>`);
  const body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Bench page ${n}</title>
<meta name="description" content="Benchmark page ${n} of ${count}."></head>
<body>
<main><h1>Bench page ${n}</h1>
${prose(n)}
<p>${markerSentence(`/bench/${n}`)}</p>
<ul>${links.join('')}</ul></main>
</body>
</html>
`;
  return { status: 200, type: HTML, body };
}
