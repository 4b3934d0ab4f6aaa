/**
 * robots.txt: one group for a bot that is shut out, then the group every other crawler follows,
 * with the Disallow, the Crawl-delay (a decimal like 0.5 is fine) and an absolute Sitemap line.
 * A crawlDelay of 0 leaves the Crawl-delay line out.
 */
export function robotsTxt(origin: string, crawlDelay: number, disallow: string[], sitemapPath: string): string {
  return [
    '# Lantern Docs: crawlers welcome, maintainers-only pages excepted.',
    'User-agent: BadBot',
    'Disallow: /',
    '',
    'User-agent: *',
    ...(disallow.length ? disallow.map((path) => `Disallow: ${path}`) : ['Disallow:']), // empty: allow all
    ...(crawlDelay > 0 ? [`Crawl-delay: ${crawlDelay}`] : []),
    '',
    `Sitemap: ${origin}${sitemapPath}`,
    '',
  ].join('\n');
}
