import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { draftOf } from '@/lib/model/json-schema/schema-draft';

/** One way an answer breaks the schema: where (a JSON pointer into the answer), the keyword, the validator's words. */
export interface SchemaViolation {
  at: string;
  keyword: string;
  /** The validator's English, sent back to the model on the repair call; never shown as a message. */
  detail: string;
}

// Units that only say "a child failed": the child's own unit says what is wrong.
const WRAPPERS = new Set([
  'properties',
  'items',
  'prefixItems',
  'allOf',
  '$ref',
  'additionalProperties',
  'unevaluatedProperties',
]);
const MOST = 20;

/**
 * Checks an answer against the user's (already checked) schema. @cfworker/json-schema interprets
 * the schema instead of compiling it to code, so it runs under the extension's CSP (no eval).
 */
export function violationsOf(answer: unknown, schema: Record<string, unknown>): SchemaViolation[] {
  const result = new Validator(schema as Schema, draftOf(schema), false).validate(answer);
  if (result.valid) return [];
  const leaves = result.errors.filter((unit) => !WRAPPERS.has(unit.keyword));
  const units: OutputUnit[] = leaves.length > 0 ? leaves : result.errors;
  const seen = new Set<string>();
  const violations: SchemaViolation[] = [];
  for (const unit of units) {
    const at = unit.instanceLocation.replace(/^#/, '') || '/';
    const id = `${at} ${unit.keyword}`;
    if (seen.has(id)) continue;
    seen.add(id);
    violations.push({ at, keyword: unit.keyword, detail: unit.error });
  }
  return violations.slice(0, MOST);
}

/** The violations as the user reads them: where and which rule (schema words, no English). */
export const violationList = (violations: readonly SchemaViolation[]) =>
  violations.map((v) => `${v.at} (${v.keyword})`).join(', ');

/** The violations as the model reads them on the repair call, at most `maxChars` long. */
export const violationDetails = (violations: readonly SchemaViolation[], maxChars = Infinity) => {
  const text = violations.map((v) => `${v.at}: ${v.detail}`).join('; ');
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1)}…`;
};
