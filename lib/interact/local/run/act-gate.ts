import type { Sensitive } from '@/lib/interact/local/in-page/sensitive';

/** One command a run carried out, for the activity log. */
export interface ActedCommand {
  /** The command as written (`click @e3`), or a model's step. */
  command: string;
  /** The page it acted on. */
  url: string;
  ok: boolean;
  error?: string;
  durationMs: number;
}

/**
 * The user's consent to act, asked by whoever runs the session (the bridge asks in the side
 * panel): a run acts on a site only once `site` resolves for it, and a password, a file chooser
 * or a download each need `sensitive` to say yes. Every command is reported to `log`.
 */
export interface ActGate {
  /** Resolves once the program may act on this address's site; rejects with the refusal otherwise. */
  site(url: string): Promise<void>;
  /** Whether the user says yes to this one step (`shown`: the command, as written). */
  sensitive(what: Sensitive, url: string, shown: string): Promise<boolean>;
  log(command: ActedCommand): void;
}

/** A gate that allows everything and logs nothing (unit tests of the runner). */
export const OPEN_GATE: ActGate = {
  site: async () => undefined,
  sensitive: async () => true,
  log: () => undefined,
};
