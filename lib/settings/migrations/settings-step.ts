/**
 * One step of the stored settings' shape: from version `to - 1` to version `to`. Each step is a
 * file of its own in this folder (`to-v2.ts`, `to-v3.ts`…), listed in index.ts, with a stored
 * fixture of the version it starts from (test/unit/settings/fixtures/), and takes what it is given
 * as unknown: stored data may be anything. The schema re-checks the result on read.
 */
export interface SettingsStep {
  to: number;
  migrate(stored: unknown): unknown;
}
