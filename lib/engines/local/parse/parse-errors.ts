import { ApiError } from '@/lib/api/api-error';

/**
 * A file the local engine cannot read (corrupt, encrypted, empty, wrong type). The message is
 * shown as is: it says what is wrong with the file and what to do.
 */
export const fileProblem = (message: string, code = 'unreadable-file'): ApiError =>
  new ApiError({ kind: 'invalid-request', code, message, details: [{ field: 'file', message }] });
