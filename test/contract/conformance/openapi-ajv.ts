import Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Schema } from './json-schema';

// strict:false lets ajv skip OpenAPI-only keywords it does not know; `nullable` is already
// rewritten by normalize(). allErrors gives every mismatch in one message.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
// v1/v2 use `format: url` for screenshot links: check it like `uri`.
ajv.addFormat('url', /^[a-z][a-z0-9+.-]*:[^\s]*$/i);

export interface DocValidator {
  (value: unknown): boolean;
  /** ajv's errors of the last call, one per line, for assertion messages. */
  explain(): string;
}

export function compile(schema: Schema): DocValidator {
  const validate: ValidateFunction = ajv.compile(schema);
  return Object.assign((value: unknown) => validate(value) === true, {
    explain: () => describeErrors(validate.errors),
  });
}

const describeErrors = (errors: ErrorObject[] | null | undefined): string =>
  (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`).join('\n');
