import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  // WxtVitest puts the fake browser behind wxt/browser; code that takes the browser without the
  // polyfill (t(), the popup) gets the same fake, whatever order the setup files run in.
  resolve: {
    alias: {
      '@wxt-dev/browser': fileURLToPath(new URL('node_modules/wxt/dist/virtual/mock-browser.mjs', import.meta.url)),
    },
  },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/contract/**/*.test.ts', 'test/bridge-host/**/*.test.ts'],
    environment: 'node',
    // t() reads the real messages.json, so tests assert the English a user sees.
    setupFiles: ['test/support/real-messages.ts'],
    testTimeout: 20_000,
  },
});
