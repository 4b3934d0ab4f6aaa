// The codes a program's error carries when a site may not be read for it (the bridge's 403s). They
// live beside the permissions they name, so each feature that refuses a site (a batch, a crawl, a
// map, a scrape) gives a program the same code.

/** The browser does not let the extension read the site (its host permission), and a program cannot grant it. */
export const NO_SITE_ACCESS = 'NO_SITE_ACCESS';
/** The user blocked the site for programs (Settings → Bridge → Sites). */
export const SITE_BLOCKED = 'SITE_BLOCKED';
/** The user did not allow the program to read the site (answered Block, or never allowed another site a crawl met). */
export const SITE_NOT_ALLOWED = 'SITE_NOT_ALLOWED';
/** A browser page, an extension page, an extension store or a local file: never served to programs. */
export const PAGE_NOT_SERVED = 'PAGE_NOT_SERVED';
