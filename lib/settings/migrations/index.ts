/**
 * Stored settings migrations: key = the version a migration produces. Each takes the previous
 * version's stored value and returns the next; the schema re-checks the result on read.
 * Version 1 is the first stored shape, so there is nothing to migrate yet.
 */
export const settingsMigrations: Record<number, (old: unknown) => unknown> = {};
