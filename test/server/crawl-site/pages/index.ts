import type { SitePage } from '../page-types.ts';
import { API_PAGES } from './api.ts';
import { ARCHIVE_PAGES } from './archive.ts';
import { BLOG_PAGES } from './blog.ts';
import { GUIDE_PAGES } from './guides.ts';
import { PRIVATE_PAGES } from './private.ts';
import { REFERENCE_PAGES } from './reference.ts';
import { SITE_PAGES } from './site-pages.ts';
import { SITEMAP_ONLY_PAGES } from './sitemap-only.ts';
import { START_PAGE } from './start.ts';
import { TEAM_PAGES } from './team.ts';
import { TUTORIAL_PAGES } from './tutorial.ts';

/** Every HTML page of the default site. */
export const ALL_PAGES: readonly SitePage[] = [
  START_PAGE,
  ...SITE_PAGES,
  ...GUIDE_PAGES,
  ...API_PAGES,
  ...REFERENCE_PAGES,
  ...TUTORIAL_PAGES,
  ...TEAM_PAGES,
  ...ARCHIVE_PAGES,
  ...PRIVATE_PAGES,
  ...BLOG_PAGES,
  ...SITEMAP_ONLY_PAGES,
];

/** `/x/` and `/x` are one page to the server too; the root stays '/'. */
export const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Pages by their path without a trailing slash. */
export const PAGES_BY_PATH: ReadonlyMap<string, SitePage> = new Map(
  ALL_PAGES.map((page) => [withoutTrailingSlash(page.path), page]),
);
