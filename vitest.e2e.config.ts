import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end tests drive a real Chromium with the built extension (npm run build first).
// One file at a time: each launches a browser, and CI machines have 2 cores.
export default defineConfig({
  // Tests reach product code by its @/ path from the repository root, as product code does.
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
