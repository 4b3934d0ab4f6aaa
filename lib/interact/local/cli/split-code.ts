import { t } from '@/lib/i18n/t';

/** One command's words as a shell reads them, with its line (from 1). */
export interface CodeWords {
  line: number;
  words: string[];
}

export type SplitCode = { ok: true; commands: CodeWords[] } | { ok: false; line: number; message: string };

/** What a shell would do that a list of agent-browser commands has no use for. */
const SHELL_ONLY = ['||', '>>', '$(', '|', '>', '<', '&', '`'];

/**
 * Bash code as the commands it holds: one a line, or joined by `&&` (or `;`); words split as a
 * shell splits them (single and double quotes, backslash escapes, `#` comments, a line ending in
 * `\` continued on the next). Pipes, redirections, background jobs and command substitution are
 * refused with the line they are on: the code is agent-browser commands, not a shell script.
 */
export function splitCode(code: string): SplitCode {
  const commands: CodeWords[] = [];
  let words: string[] = [];
  let word: string | undefined;
  let line = 1;
  let startLine = 1;
  const endWord = () => {
    if (word !== undefined) words.push(word);
    word = undefined;
  };
  const endCommand = () => {
    endWord();
    if (words.length) commands.push({ line: startLine, words });
    words = [];
  };
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    if (!words.length && word === undefined) startLine = line;
    if (c === '\\' && code[i + 1] === '\n') {
      endWord();
      line++;
      i++;
    } else if (c === '\n' || c === ';') {
      endCommand();
      if (c === '\n') line++;
    } else if (c === '&' && code[i + 1] === '&') {
      endCommand();
      i++;
    } else if (/\s/.test(c)) {
      endWord();
    } else if (c === '#' && word === undefined) {
      const end = code.indexOf('\n', i);
      i = (end < 0 ? code.length : end) - 1;
    } else if (c === "'" || c === '"') {
      const quoted = readQuoted(code, i);
      if (!quoted) return { ok: false, line, message: t('interactLocal_unclosedQuote', line, c) };
      word = (word ?? '') + quoted.value;
      line += quoted.newlines;
      i = quoted.end;
    } else if (c === '\\') {
      word = (word ?? '') + (code[i + 1] ?? '');
      i++;
    } else {
      const operator = SHELL_ONLY.find((op) => code.startsWith(op, i));
      if (operator) return { ok: false, line, message: t('interactLocal_shellOperator', line, operator) };
      word = (word ?? '') + c;
    }
  }
  endCommand();
  return { ok: true, commands };
}

/** A quoted string from the quote at `start`: its value, the index of its closing quote, the lines it spans. */
function readQuoted(code: string, start: number): { value: string; end: number; newlines: number } | undefined {
  const quote = code[start];
  let value = '';
  let newlines = 0;
  for (let i = start + 1; i < code.length; i++) {
    const c = code[i]!;
    if (c === quote) return { value, end: i, newlines };
    if (c === '\n') newlines++;
    // In double quotes a backslash escapes only these, as in bash.
    if (quote === '"' && c === '\\' && '"\\$`'.includes(code[i + 1] ?? '')) {
      value += code[i + 1];
      i++;
      continue;
    }
    value += c;
  }
  return undefined;
}

/** A command's words written back as one line (a word with a space or quote in quotes), for the log and the ask. */
export const wordsText = (words: readonly string[]): string =>
  words.map((w) => (w === '' || /[\s'"\\#;&|<>$`]/.test(w) ? JSON.stringify(w) : w)).join(' ');
