import { describe, expect, it } from 'vitest';
import { defaultEngine } from '@/lib/engines/default-engine';

// The one rule the popup, the side panel, the context menu and the shortcut share.
describe('defaultEngine', () => {
  it.each([
    ['auto', false, 'local'],
    ['auto', true, 'remote'],
    ['local', false, 'local'],
    ['local', true, 'local'],
    // The remote engine cannot answer without a key: the local one is used (and the buttons say so).
    ['remote', false, 'local'],
    ['remote', true, 'remote'],
  ] as const)('setting %s, key set: %s -> %s', (setting, hasKey, engine) => {
    expect(defaultEngine(setting, hasKey)).toBe(engine);
  });
});
