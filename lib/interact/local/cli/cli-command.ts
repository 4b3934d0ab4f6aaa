/**
 * One agent-browser command as the local interact runs it, read from a line of bash code
 * (parse-command.ts). A `target` is a ref (`@e3`, `ref=e3`, `e3`), `xpath=…`, or a CSS selector.
 */
export type CliCommand =
  | { name: 'open'; url: string }
  | { name: 'back' | 'forward' | 'reload' }
  | {
      name: 'snapshot';
      interactive: boolean;
      compact: boolean;
      depth?: number;
      selector?: string;
      urls: boolean;
    }
  | { name: 'click'; target: string; newTab: boolean }
  | { name: 'dblclick' | 'hover' | 'focus' | 'check' | 'uncheck' | 'scrollintoview'; target: string }
  | { name: 'fill'; target: string; text: string }
  | { name: 'type'; target: string; text: string; clear: boolean; delayMs: number }
  | { name: 'press'; key: string }
  | { name: 'select'; target: string; values: string[] }
  | { name: 'scroll'; direction: 'up' | 'down' | 'left' | 'right'; amount: number; target?: string }
  | { name: 'wait'; for: 'time'; ms: number }
  | { name: 'wait'; for: 'selector'; target: string; timeoutMs: number }
  | { name: 'wait'; for: 'text'; text: string; timeoutMs: number }
  | { name: 'wait'; for: 'load'; state: LoadState; timeoutMs: number }
  | { name: 'wait'; for: 'url'; pattern: string; timeoutMs: number }
  | { name: 'get'; what: 'text' | 'html' | 'value' | 'count'; target: string }
  | { name: 'get'; what: 'attr'; target: string; attribute: string }
  | { name: 'get'; what: 'title' | 'url' }
  | { name: 'screenshot'; target?: string; path?: string; full: boolean };

export type LoadState = 'load' | 'domcontentloaded' | 'networkidle';

/** A command with where it was written: its line (from 1) and its text, for errors, consent and the log. */
export interface WrittenCommand {
  line: number;
  text: string;
  command: CliCommand;
}

/** The commands a page script runs (the rest run in the background: the tab, the clock, the screen). */
export type PageCliCommand = Extract<
  CliCommand,
  | { name: 'snapshot' | 'click' | 'dblclick' | 'hover' | 'focus' | 'check' | 'uncheck' | 'scrollintoview' }
  | { name: 'fill' | 'type' | 'press' | 'select' | 'scroll' }
  | { name: 'wait'; for: 'selector' | 'text' }
  | { name: 'get' }
>;

/** The default wait of agent-browser's wait commands, in ms. */
export const DEFAULT_WAIT_MS = 25_000;
