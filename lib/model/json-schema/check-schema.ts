import { schemaProblem } from '@/lib/api/json-schema-check';
import { schemaInvalidError } from '@/lib/model/model-errors';

/** Throws the clear error when the schema cannot be used (json-schema-check.ts says why). */
export function checkSchema(schema: unknown): asserts schema is Record<string, unknown> {
  const problem = schemaProblem(schema);
  if (problem) throw schemaInvalidError(problem);
}
