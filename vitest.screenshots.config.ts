import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// npm run screenshots: the README's images, taken from the real extension (npm run build first).
// Not part of npm test: it rewrites committed files.
export default defineConfig({
  // Tests reach product code by its @/ path from the repository root, as product code does.
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['test/e2e/**/*.shots.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
