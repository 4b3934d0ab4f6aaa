import { afterEach, expect } from 'vitest';
import type { LaunchedFirefox } from './launch-firefox';

/**
 * After each test of the file: neither a page of the add-on nor its background page logged an
 * error during it (`errors()` hands over what was logged since it was last asked). Each test so
 * answers for its own errors, also when run alone; one logged after its test ended is laid on the next.
 */
export function expectNoAddonErrorsAfterEach(firefox: () => LaunchedFirefox | undefined): void {
  afterEach(async () => {
    const ff = firefox();
    if (ff) expect(await ff.errors()).toEqual([]); // no browser: beforeAll reports the failed launch
  });
}
