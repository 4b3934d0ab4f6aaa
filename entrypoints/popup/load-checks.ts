import { lazyModule } from '@/components/ui/lazy-module';

/** checks.ts in its own chunk: the first paint waits for it only when start-cache.ts has nothing. */
export const loadChecks = () => import('@/entrypoints/popup/checks');

export type Checks = Awaited<ReturnType<typeof loadChecks>>;

export const useChecks = lazyModule(loadChecks);

/**
 * For a chunk that builds zod schemas: loads it after checks.ts, which sets zod's jitless mode
 * first (a schema built before would probe for eval, which the extension's CSP reports).
 */
export const afterChecks =
  <M>(load: () => Promise<M>) =>
  (): Promise<M> =>
    loadChecks().then(load);
