// PLACEHOLDER: replaced by branch crawl-api.
export const CRAWL_LIMIT = { default: 100, max: 2000 } as const;
