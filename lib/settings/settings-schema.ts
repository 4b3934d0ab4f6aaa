import { z } from 'zod';
import { scrapeFormatSchema, scrapeOptionsShape } from '@/lib/api/schemas/scrape-options';
import { parseOptionsSchema } from '@/lib/api/schemas/parse-options';
import { t } from '@/lib/i18n/t';
import { isHttpUrl } from '@/lib/api/schemas/http-url-rule';
import { DEFAULT_BASE_URL } from '@/lib/settings/default-base-url';
import { DEFAULT_MODEL_PROVIDER, modelProviderSchema } from '@/lib/settings/model-settings';
import { searchEngineSettingSchema } from '@/lib/settings/search-engine-setting';

export { DEFAULT_BASE_URL };

/** Bounds and defaults of the numeric settings, which the options form shows as well. */
export const HISTORY_RETENTION_DAYS = { min: 0, max: 3650, default: 30 } as const;
export const MONITOR_CHECKS_KEPT = { min: 2, max: 10_000, default: 100 } as const;
/** Background tabs a local batch reads at once. */
export const BATCH_POOL_SIZE = { min: 1, max: 10, default: 3 } as const;

/**
 * The port the bridge listens on (127.0.0.1 only). Not 3002, which the provider's self-hosted
 * server uses: both may run on one machine.
 */
export const BRIDGE_PORT = { min: 1024, max: 65535, default: 3012, provider: 3002 } as const;
export const bridgePortSchema = z
  .int()
  .min(BRIDGE_PORT.min)
  .max(BRIDGE_PORT.max)
  .refine((port) => port !== BRIDGE_PORT.provider, { error: () => t('settings_bridgePortTaken') });

const intSetting = (range: { min: number; max: number; default: number }) =>
  z.int().min(range.min).max(range.max).default(range.default);

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
  baseUrl: z
    .string()
    .trim()
    .refine(isHttpUrl, { error: () => t('settings_baseUrlInvalid') })
    .default(DEFAULT_BASE_URL),
  engine: engineChoiceSchema.default('auto'),
  scrapeDefaults: scrapeDefaultsSchema.default({ formats: ['markdown'] }),
  parseDefaults: parseOptionsSchema.default({}),
  /** Days a history entry is kept; 0 keeps everything. */
  historyRetentionDays: intSetting(HISTORY_RETENTION_DAYS),
  /** Checks kept per local monitor (older ones go; content a kept check needs stays). */
  monitorChecksKept: intSetting(MONITOR_CHECKS_KEPT),
  showContextMenu: z.boolean().default(true),
  batchConcurrency: intSetting(BATCH_POOL_SIZE),
  /** Programs on this computer may use the browser through the bridge (docs/bridge.md); off until turned on. */
  bridgeEnabled: z.boolean().default(false),
  bridgePort: bridgePortSchema.default(BRIDGE_PORT.default),
  /** Requests to the bridge that only the service can answer go to it with the stored key. */
  bridgeForwarding: z.boolean().default(false),
  /**
   * Programs may act on pages through the bridge (interact: click, type, navigate), each site asked
   * for apart from reading it (docs/interact.md); off until turned on. A new field with a default:
   * older stored settings read as off, no step needed.
   */
  bridgeActing: z.boolean().default(false),
  /** The model for json and summary in the local engine (docs/models.md); its key is kept apart. */
  modelProvider: modelProviderSchema.default(DEFAULT_MODEL_PROVIDER),
  /** Where a search in this browser goes: '' its default engine, else an address with %s (lib/search/). */
  searchEngine: searchEngineSettingSchema.default(''),
  /** Set once the user has pasted a key or chosen the local engine in the popup. */
  onboarded: z.boolean().default(false),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingsInput = z.input<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

export const formatsOf = (defaults: ScrapeDefaults) =>
  defaults.formats ?? z.array(scrapeFormatSchema).parse(['markdown']);
