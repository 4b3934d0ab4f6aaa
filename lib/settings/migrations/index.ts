import type { SettingsStep } from '@/lib/settings/migrations/settings-step';

/**
 * Every step of the stored settings' shape, oldest first, one file each (settings-step.ts). Version
 * 1 is the first stored shape and no step exists yet: a change of shape adds the next file here,
 * raises SETTINGS_VERSION, and stores a fixture of the version before it. A unit test runs every
 * step from each version's fixture (test/unit/settings/settings-migrations.test.ts).
 */
export const SETTINGS_STEPS: readonly SettingsStep[] = [];

/** The steps as WXT's storage item runs them: key = the version each produces. */
export const settingsMigrations: Record<number, (stored: unknown) => unknown> = Object.fromEntries(
  SETTINGS_STEPS.map((step) => [step.to, step.migrate]),
);
