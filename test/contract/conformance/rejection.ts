import type { z } from 'zod';

type Issue = z.ZodError['issues'][number];

/** The fields an issue names, dotted: its path, or for unknown keys the path of each key. */
const named = (issue: Issue): string[] => {
  const at = issue.path.map(String);
  return issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...at, key].join('.')) : [at.join('.')];
};

/**
 * The fields named by the schema's refusal of `input` (`['<accepted>']` when it was not refused).
 * Tests expect it to contain the offending field, so the form can point at it (field-errors.ts
 * joins paths the same way).
 */
export function refusedFields(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? ['<accepted>'] : result.error.issues.flatMap(named);
}
