// Error texts modelled on the real service's, kept in one place so tests can match them.
export const MESSAGES = {
  paymentRequired:
    'Payment Required: Insufficient credits to perform this request. For more credits, you can upgrade your plan at https://firecrawl.dev/pricing or try changing the request limit to a lower value.',
  rateLimited: 'Rate limit exceeded. Consumed (req/min): 11, Remaining (req/min): 0. Please wait and try again later.',
  unknown:
    'An unexpected error occurred. Please contact help@firecrawl.com for help. Your exception ID is 00000000-0000-4000-8000-000000000000',
  timeout: 'Scrape timed out',
  promptInjection: 'Prompt injection detected in the scraped content; JSON extraction was not run.',
  threatNotEnabled:
    'Threat Protection is not enabled for your team. It is an enterprise feature; contact support to enable it.',
  threatOverridesDisabled:
    'Your organization has disabled Threat Protection request overrides; remove threatProtection from the request.',
  threatEnforced: "Threat Protection is enforced for your team; threatProtection.mode cannot be 'off'.",
  siteBlocked: 'This URL was blocked by Threat Protection.',
  zdrNotEnabled: 'Zero data retention is not enabled for your team. Contact help@firecrawl.com to enable it.',
  tooLarge: 'request entity too large',
  dnsFailure: (host: string) =>
    `DNS resolution failed for hostname: ${host}. Please check if the domain is correct and the site is reachable.`,
  allEnginesFailed:
    "All scraping engines failed! -- Double check the URL to make sure it's not broken. If the issue persists, contact us at help@firecrawl.com.",
  strict: (version: 'v1' | 'v2') =>
    `Unrecognized key in body -- please review the ${version} API documentation for request body changes`,
};
