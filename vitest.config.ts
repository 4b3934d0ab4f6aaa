import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/contract/**/*.test.ts'],
    environment: 'node',
    // t() reads the real messages.json, so tests assert the English a user sees.
    setupFiles: ['test/support/real-messages.ts'],
    testTimeout: 20_000,
  },
});
