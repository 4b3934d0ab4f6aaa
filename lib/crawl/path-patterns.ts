import { t } from '../i18n/t';

/** A path pattern that is not a regular expression: its place in the list, and why, in words. */
export interface PatternProblem {
  index: number;
  message: string;
}

/**
 * v2's includePaths/excludePaths are JavaScript regular expressions, tested (not anchored, no
 * flags) against the pathname or, with regexOnFullURL, the whole address. Blank ones say nothing,
 * so they are skipped: an empty exclude would otherwise refuse every page.
 */
export function checkPathPatterns(patterns: readonly string[]): PatternProblem[] {
  return patterns.flatMap((pattern, index) => {
    const problem = patternProblem(pattern);
    return problem === undefined ? [] : [{ index, message: t('crawl_badPattern', pattern, problem) }];
  });
}

/** The patterns compiled, blank ones left out; throws the first problem, which a checked spec never has. */
export function compilePathPatterns(patterns: readonly string[] = []): RegExp[] {
  const problem = checkPathPatterns(patterns)[0];
  if (problem) throw new Error(problem.message);
  return patterns.filter((pattern) => pattern.trim() !== '').map((pattern) => new RegExp(pattern));
}

function patternProblem(pattern: string): string | undefined {
  if (pattern.trim() === '') return undefined;
  try {
    new RegExp(pattern);
    return undefined;
  } catch (error) {
    // The engine's own words ("Unterminated group"), after the "Invalid regular expression: /…/: " it repeats.
    const text = error instanceof Error ? error.message : String(error);
    return text.replace(/^.*: /, '');
  }
}
