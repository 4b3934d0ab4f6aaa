// What the results-page reader answers (the page script holds no zod: the background checks the
// answer with search-reading-schema.ts before it uses any of it).

/** One organic result as the page shows it: its address (a redirect wrapper undone), title and description. */
export interface PageResult {
  url: string;
  title: string;
  description?: string;
}

/** How the page offers its next results: a link to follow, or a form or button to press in the page. */
export type NextStep = { kind: 'link'; url: string } | { kind: 'press' };

/** Why the page is a challenge or consent wall rather than results. */
export type ChallengeSign = 'captcha' | 'words' | 'address' | 'status';

export interface ResultsPageReading {
  results: PageResult[];
  /** Results the page showed as ads or sponsored, left out. */
  adsLeftOut: number;
  next?: NextStep;
  challenge?: ChallengeSign;
  /** The page's own title, for the engine's name. */
  title: string;
}

export interface ReaderOptions {
  /** The address the search started from: links on its site are the engine's own. */
  engineUrl: string;
}
