import type { FieldError } from '@/lib/api/field-errors';

/** The patterns of a textarea: one a line, trimmed, empty lines dropped. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The errors at `path.N` (the Nth pattern) with the line of the textarea that holds it: empty
 * lines are not patterns, so the Nth pattern may sit lower.
 */
export function patternLineErrors(
  text: string,
  errors: readonly FieldError[],
  path: string,
): { line: number; message: string }[] {
  const lineOfPattern: number[] = [];
  text.split('\n').forEach((line, i) => line.trim() && lineOfPattern.push(i + 1));
  return errors.flatMap((e) => {
    const match = new RegExp(`^${path}\\.(\\d+)$`).exec(e.field);
    if (!match) return [];
    const index = Number(match[1]);
    return [{ line: lineOfPattern[index] ?? index + 1, message: e.message }];
  });
}
