import { DEFAULT_SETTINGS, settingsSchema, type Settings, type SettingsInput } from '@/lib/settings/settings-schema';
import { settingsItem } from '@/lib/settings/settings-item';
import { plainIssue } from '@/lib/api/plain-issue';

/** Stored values that no longer fit the schema fall back field by field, never crash a view. */
export function readSettings(raw: unknown): Settings {
  const whole = settingsSchema.safeParse(raw ?? {});
  if (whole.success) return whole.data;
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(settingsSchema.shape) as (keyof Settings)[]) {
    const field = settingsSchema.shape[key].safeParse(source[key]);
    kept[key] = field.success ? field.data : DEFAULT_SETTINGS[key];
  }
  return settingsSchema.parse(kept);
}

export async function getSettings(): Promise<Settings> {
  return readSettings(await settingsItem.getValue());
}

/** Merges a change, checks the whole, and stores it; throws the zod error when invalid. */
export async function updateSettings(change: Partial<SettingsInput>): Promise<Settings> {
  // Refused in words that name each field by its label (plain-issue.ts).
  const next = settingsSchema.parse({ ...(await getSettings()), ...change }, { error: plainIssue });
  await settingsItem.setValue(next);
  return next;
}

/** Calls back with the new settings and, when there were stored ones, the previous ones. */
export function watchSettings(callback: (settings: Settings, previous: Settings | undefined) => void): () => void {
  return settingsItem.watch((value, old) => callback(readSettings(value), old == null ? undefined : readSettings(old)));
}
