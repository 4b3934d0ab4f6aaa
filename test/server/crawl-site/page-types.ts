/** One HTML page of the crawl fixture site, before the shared layout wraps it. */
export interface SitePage {
  /** The page's own address, as the site links it: section indexes end in '/', leaf pages do not. */
  path: string;
  title: string;
  description: string;
  /** Body HTML between the nav and the footer. `{origin}` becomes `http://127.0.0.1:PORT`, `{port}` PORT. */
  body: string;
  /** Without the login cookie the server answers 302 to /login. */
  needsLogin?: boolean;
  /** Absolute path of the page's `<link rel="canonical">`, when it declares one. */
  canonical?: string;
  /** Inline script placed at the end of the body. */
  script?: string;
  /** Leave out the shared nav and footer (the login page). */
  bare?: boolean;
}
