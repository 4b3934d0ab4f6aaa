// PLACEHOLDER: replaced by branch crawl-prims.
export function crawlScope(spec: { url: string } & Record<string, unknown>) {
  const start = new URL(spec.url);
  return {
    check: (url: string): { ok: true } | { ok: false; reason: string } =>
      new URL(url).origin === start.origin ? { ok: true } : { ok: false, reason: 'external' },
    followLinksOf: (url: string) => new URL(url).origin === start.origin,
  };
}
