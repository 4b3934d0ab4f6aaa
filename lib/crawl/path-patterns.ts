import { pathPatternProblem } from '@/lib/api/schemas/crawl';

/**
 * v2's includePaths/excludePaths are JavaScript regular expressions, tested (not anchored, no
 * flags) against the pathname or, with regexOnFullURL, the whole address. Blank ones say nothing,
 * so they are left out: an empty exclude would otherwise refuse every page. Whether a pattern is a
 * regular expression is the schema's one rule (pathPatternProblem); a checked spec never throws here.
 */
export function compilePathPatterns(patterns: readonly string[] = []): RegExp[] {
  const kept = patterns.filter((pattern) => pattern.trim() !== '');
  const problem = kept.map(pathPatternProblem).find((message) => message !== undefined);
  if (problem) throw new Error(problem);
  return kept.map((pattern) => new RegExp(pattern));
}
