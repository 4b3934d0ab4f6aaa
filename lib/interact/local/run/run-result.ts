/** How a run ended, as the service answers it: what it printed, its exit code, whether it was killed. */
export interface RunResult {
  stdout: string;
  stderr: string;
  /** null when the run was killed (past its timeout, or its session ended under it). */
  exitCode: number | null;
  killed: boolean;
  /** A prompt's answer. */
  output?: string;
  /** A prompt's last look at the page (the service's `result` of an agent run); else stdout. */
  result?: string;
}

/** Why a run stopped early: its time ran out, the tab was closed, the session was stopped, the program went. */
export class RunStopped extends Error {
  constructor(
    readonly why: 'timeout' | 'tab-closed' | 'session-ended' | 'client-gone',
    message: string,
  ) {
    super(message);
    this.name = 'RunStopped';
  }
}
