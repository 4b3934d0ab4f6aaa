import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { endpointProblem } from '@/entrypoints/options/model/endpoint-problem';

const failure = (code: string | undefined, message = 'What happened and what to do.') =>
  new ApiError({ kind: 'bad-request', code, message });

describe('where Options shows a failed call to the model endpoint', () => {
  it('puts each error next to the field it is about, anything else next to the base URL', () => {
    expect(endpointProblem(failure('MODEL_KEY_REFUSED'))).toEqual({ key: 'What happened and what to do.' });
    expect(endpointProblem(failure('MODEL_MISSING'))).toEqual({ model: 'What happened and what to do.' });
    expect(endpointProblem(failure('MODEL_CONTEXT_TOO_SMALL'))).toEqual({
      contextTokens: 'What happened and what to do.',
    });
    for (const code of ['MODEL_UNREACHABLE', 'MODEL_ENDPOINT_NOT_FOUND', 'MODEL_TIMEOUT', undefined])
      expect(Object.keys(endpointProblem(failure(code)))).toEqual(['baseUrl']);
    expect(endpointProblem(new Error('down'))).toEqual({ baseUrl: 'down' });
  });
});
