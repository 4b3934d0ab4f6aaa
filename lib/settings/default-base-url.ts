/**
 * The API the extension talks to until the user sets another. Apart from the settings schema so
 * that wxt.config.ts can grant its origin at install (host_permissions) without loading zod.
 */
export const DEFAULT_BASE_URL = 'https://api.firecrawl.dev';
