// agent-browser's own fixed wordings (vercel-labs/agent-browser: commands.rs, output.rs,
// element.rs), which programs and agents match on. They stay as that CLI writes them, in English,
// and are not translated: every other word the local interact answers with comes from
// messages.json through t(). The file name's `-wording` marks it for the English-in-code test.

/** The success mark and the failure mark the CLI prints before a line. */
export const OK_MARK = '✓';
export const FAIL_MARK = '✗';

export const CLI_WORDING = {
  done: `${OK_MARK} Done`,
  unknownCommand: (command: string) => `Unknown command: ${command}`,
  unknownSubcommand: (sub: string, valid: readonly string[]) =>
    `Unknown subcommand: ${sub}\nValid options: ${valid.join(', ')}`,
  missingArguments: (context: string, usage: string) =>
    `Missing arguments for: ${context}\nUsage: agent-browser ${usage}`,
  invalidValue: (message: string, usage: string) => `${message}\nUsage: agent-browser ${usage}`,
  unknownRef: (ref: string) => `Unknown ref: ${ref}`,
  elementNotFound: (selector: string) =>
    `Element not found: ${selector}` +
    '. Verify the selector, role, or name is correct and the element exists in the DOM.',
  covered: (target: string, tag: string) =>
    `Element '${target}' is covered by <${tag}> at its click point, so the input would land on that element instead` +
    '. Dismiss or interact with the covering element first (it is often a dialog, banner, or sticky header).',
  noOption: (wanted: readonly string[], available: readonly string[]) =>
    `No option matched ${JSON.stringify(wanted)}. Available options: ${available.join(', ')}`,
  waitTimedOut: (ms: number) => `Wait timed out after ${ms}ms`,
  loadTimedOut: 'Operation timed out. The page may still be loading or the element may not exist.',
  invalidSelector: (selector: string, detail: string) => `Invalid selector '${selector}': ${detail}`,
  selectorMissed: (selector: string) => `Selector '${selector}' did not match any element`,
  emptyPage: '(empty page)',
  noInteractive: '(no interactive elements)',
  screenshotSaved: (path: string) => `${OK_MARK} Screenshot saved to ${path}`,
} as const;
