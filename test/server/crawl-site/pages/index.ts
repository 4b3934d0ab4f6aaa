import type { SitePage } from '../page-types';
import { API_PAGES } from './api';
import { ARCHIVE_PAGES } from './archive';
import { BLOG_PAGES } from './blog';
import { GUIDE_PAGES } from './guides';
import { PRIVATE_PAGES } from './private';
import { REFERENCE_PAGES } from './reference';
import { SITE_PAGES } from './site-pages';
import { SITEMAP_ONLY_PAGES } from './sitemap-only';
import { START_PAGE } from './start';
import { TEAM_PAGES } from './team';
import { TUTORIAL_PAGES } from './tutorial';

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
