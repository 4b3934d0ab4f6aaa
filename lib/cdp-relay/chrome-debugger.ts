// Chrome's debugger API as the relay uses it (@types/chrome describes it; the polyfill does not,
// and Firefox has none). Flat sessions (a `sessionId` on the debuggee) need Chrome 125.

/** A tab, or one of the sessions auto-attached under it (an out-of-process frame, a worker). */
export interface Debuggee {
  tabId: number;
  sessionId?: string;
}

/** Chrome's reasons for a detach the extension did not ask for. */
export type DetachReason = 'canceled_by_user' | 'target_closed';

type Listeners<F> = { addListener(listener: F): void; removeListener(listener: F): void };

export type DebuggerEventListener = (source: Debuggee, method: string, params?: object) => void;
export type DebuggerDetachListener = (source: Debuggee, reason: string) => void;

export interface DebuggerApi {
  attach(target: { tabId: number }, version: string): Promise<void>;
  detach(target: { tabId: number }): Promise<void>;
  sendCommand(target: Debuggee, method: string, params?: object): Promise<unknown>;
  onEvent: Listeners<DebuggerEventListener>;
  onDetach: Listeners<DebuggerDetachListener>;
}

/** Chrome's debugger, or undefined where there is none (Firefox). */
export const chromeDebugger = (): DebuggerApi | undefined =>
  (globalThis as { chrome?: { debugger?: DebuggerApi } }).chrome?.debugger;

/** A DevTools protocol error as the protocol carries it. */
export interface ProtocolError {
  code: number;
  message: string;
  data?: string;
}

/**
 * The protocol's error from a failed sendCommand: Chrome puts the error's JSON in the message
 * (`{"code":-32000,"message":"…"}`); anything else (a detach mid-command) becomes a server error.
 */
export function protocolError(error: unknown): ProtocolError {
  const text = error instanceof Error ? error.message : String(error);
  try {
    const parsed = JSON.parse(text) as Partial<ProtocolError>;
    if (typeof parsed.code === 'number' && typeof parsed.message === 'string') {
      return {
        code: parsed.code,
        message: parsed.message,
        ...(parsed.data === undefined ? {} : { data: parsed.data }),
      };
    }
  } catch {
    // Not JSON: the words themselves.
  }
  return { code: SERVER_ERROR, message: text };
}

/** JSON-RPC's server error: what Chrome answers for a command it refuses. */
export const SERVER_ERROR = -32000;
