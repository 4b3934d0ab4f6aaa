import '@/lib/setup/zod-jitless';

export default defineBackground({
  // A classic worker: libraries that use dynamic import() break in a module worker.
  type: undefined,
  main() {
    // Features register themselves here, one call each.
  },
});
