import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The Firefox suite: the Firefox build (npm run build:firefox) in real Firefox ESR, driven over
// WebDriver BiDi by puppeteer-core. One file at a time: each launches a browser.
export default defineConfig({
  // Tests reach product code by its @/ path from the repository root, as product code does.
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['test/e2e-firefox/**/*.ff.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
