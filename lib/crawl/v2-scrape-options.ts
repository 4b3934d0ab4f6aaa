// PLACEHOLDER: replaced by branch crawl-api.
import type { ScrapeDefaults } from '../settings/settings-schema';
export const toV2ScrapeOptions = (options: ScrapeDefaults): Record<string, unknown> => ({ ...options });
