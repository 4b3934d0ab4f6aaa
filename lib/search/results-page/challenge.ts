import type { ChallengeSign } from '@/lib/search/results-page/reading';

// A results page that shows no result and asks the user to prove something (a captcha, "unusual
// traffic", a Cloudflare check) or to agree to something (a consent wall) first. Only a page
// without results is one: a result about captchas is still a result.

const CAPTCHA = [
  'iframe[src*="recaptcha"]',
  'iframe[src*="hcaptcha"]',
  'iframe[src*="challenges.cloudflare.com"]',
  'iframe[src*="turnstile"]',
  '.g-recaptcha',
  '.h-captcha',
  '.cf-turnstile',
  '#captcha-form',
  '#challenge-form',
  '[id*="captcha"]',
  '[class*="captcha"]',
].join(', ');

const WORDS =
  /unusual traffic|not a robot|are you a (?:human|robot)|verify (?:that )?you(?:'re| are) (?:a )?human|confirm (?:that )?you(?:'re| are) (?:a )?human|captcha|bots use|before you continue|just a moment|checking your browser|too many requests/i;

const ADDRESS = /(?:^|[/.])(?:sorry|consent|challenge|captcha)(?:[/.]|$)/i;

const REFUSED = new Set([403, 429]);

/** Why this page is a challenge or consent wall, or undefined when it is not one. */
export function challengeSign(doc: Document, page: URL, results: number): ChallengeSign | undefined {
  if (results > 0) return undefined;
  if (doc.querySelector(CAPTCHA)) return 'captcha';
  if (WORDS.test((doc.body?.textContent ?? '').slice(0, 5000)) || WORDS.test(doc.title)) return 'words';
  if (ADDRESS.test(page.hostname) || ADDRESS.test(page.pathname)) return 'address';
  const navigation = doc.defaultView?.performance?.getEntriesByType?.('navigation')[0] as
    { responseStatus?: number } | undefined;
  if (navigation?.responseStatus !== undefined && REFUSED.has(navigation.responseStatus)) return 'status';
  return undefined;
}
