import type { PageCliCommand } from '@/lib/interact/local/cli/cli-command';
import type { Sensitive } from '@/lib/interact/local/in-page/sensitive';

/** What the background asks the interact page script to do: one command, with the session's ref count. */
export interface InteractPageRequest {
  command: PageCliCommand;
  /** The session's next free ref number (refs below it were given by an earlier snapshot). */
  issued: number;
  /** What the user said yes to for this command (a password, a file chooser, a download). */
  allowed: Sensitive[];
  /** How long a wait may still take, in ms (the run's own time may end first). */
  budgetMs: number;
}

/** The page's answer; errors come back as words, never as a thrown error (they do not cross executeScript). */
export type InteractPageAnswer =
  | { ok: true; out: string; next: number }
  | { ok: false; error: string; next: number }
  /** The command needs the user's yes first: asked by the background, then sent again with it allowed. */
  | { ok: false; needs: Sensitive; next: number }
  /** A link that opens another tab: the session's own tab goes there instead (the background asks for its site). */
  | { ok: true; navigate: string; next: number };

/** The key of the interact part in the isolated world's page-parts object. */
export const INTERACT_PART = 'interact';
