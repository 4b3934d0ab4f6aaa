import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/contract/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
