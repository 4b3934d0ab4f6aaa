import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/api/field-errors';
import { runDeadlineMs } from '@/lib/interact/interact-calls';
import { interactAskSchema } from '@/lib/interact/interact-ask';

// What the Interact view checks before sending, field by field, in the words shown next to each.
const problems = (ask: unknown) => {
  const checked = interactAskSchema.safeParse(ask);
  return checked.success ? [] : fieldErrors(checked.error);
};

describe('an ask from the Interact view', () => {
  it('takes a prompt, or code in a language, with a timeout from 1 to 300 s', () => {
    expect(problems({ kind: 'prompt', prompt: 'Click Load more' })).toEqual([]);
    expect(problems({ kind: 'code', code: 'agent-browser snapshot -i', language: 'bash', timeout: 300 })).toEqual([]);
  });

  it.each([
    [{ kind: 'prompt', prompt: '  \n ' }, 'prompt', 'Write what the browser should do.'],
    [
      { kind: 'prompt', prompt: 'x'.repeat(10_001) },
      'prompt',
      'The prompt is too long: the service takes at most 10000 characters.',
    ],
    [{ kind: 'code', code: '', language: 'bash' }, 'code', 'Write the code to run.'],
    [{ kind: 'code', code: 'x', language: 'ruby' }, 'language', undefined],
    [{ kind: 'prompt', prompt: 'x', timeout: 0 }, 'timeout', 'A timeout is a whole number of seconds from 1 to 300.'],
    [{ kind: 'prompt', prompt: 'x', timeout: 301 }, 'timeout', 'A timeout is a whole number of seconds from 1 to 300.'],
    [
      { kind: 'code', code: 'x', language: 'node', timeout: 2.5 },
      'timeout',
      'A timeout is a whole number of seconds from 1 to 300.',
    ],
  ])('%j: at %s', (ask, field, message) => {
    const [first] = problems(ask);
    expect(first?.field).toBe(field);
    if (message) expect(first?.message).toBe(message);
  });
});

describe('the wait for a run', () => {
  it('is its timeout with time to open a browser; a prompt’s, 25 steps of it, at most 15 minutes', () => {
    expect(runDeadlineMs(undefined, false)).toBe(30_000 + 60_000);
    expect(runDeadlineMs(300, false)).toBe(300_000 + 60_000);
    expect(runDeadlineMs(10, true)).toBe(250_000 + 60_000);
    expect(runDeadlineMs(300, true)).toBe(900_000 + 60_000);
  });
});
