import { z } from 'zod';
import { scrapeFormatSchema, scrapeOptionsShape } from '../api/schemas/scrape-options';
import { parseOptionsSchema } from '../api/schemas/parse-options';
import { t } from '../i18n/t';

export const DEFAULT_BASE_URL = 'https://api.firecrawl.dev';

/** Which engine answers: local needs no key; auto means local until a key is set. */
export const engineChoiceSchema = z.enum(['auto', 'local', 'remote']);
export type EngineChoice = z.infer<typeof engineChoiceSchema>;

/** The user's default scrape options: any scrape option, without the url. */
export const scrapeDefaultsSchema = z.strictObject({
  ...scrapeOptionsShape,
  zeroDataRetention: z.boolean().optional(),
});
export type ScrapeDefaults = z.infer<typeof scrapeDefaultsSchema>;

/**
 * Everything the user sets, except the API key (kept apart, see api-key-store.ts).
 * Re-checked on every read: stored data may come from an older or newer version.
 */
export const settingsSchema = z.object({
  baseUrl: z.url({ protocol: /^https?$/, error: () => t('settings_baseUrlInvalid') }).default(DEFAULT_BASE_URL),
  engine: engineChoiceSchema.default('auto'),
  scrapeDefaults: scrapeDefaultsSchema.default({ formats: ['markdown'] }),
  parseDefaults: parseOptionsSchema.default({}),
  /** Days a history entry is kept; 0 keeps everything. */
  historyRetentionDays: z.int().min(0).max(3650).default(30),
  /** Checks kept per local monitor (older ones go; content a kept check needs stays). */
  monitorChecksKept: z.int().min(2).max(10000).default(100),
  showContextMenu: z.boolean().default(true),
  /** Background tabs a local batch reads at once. */
  batchConcurrency: z.int().min(1).max(10).default(3),
  /** Set once the user has pasted a key or chosen the local engine in the popup. */
  onboarded: z.boolean().default(false),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingsInput = z.input<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

export const formatsOf = (defaults: ScrapeDefaults) =>
  defaults.formats ?? z.array(scrapeFormatSchema).parse(['markdown']);
