// PLACEHOLDER: replaced by branch crawl-prims.
export function hostGate(_opts: { delayMs: number; concurrency: number }) {
  return {
    acquire:
      async (_host: string, _signal: AbortSignal): Promise<() => void> =>
      () =>
        undefined,
    setDelay: (_host: string, _ms: number): void => undefined,
  };
}
