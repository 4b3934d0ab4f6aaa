// The provider's limits on a node run's `code` and `timeout` (its interact schema), kept by the
// host (node-runner.mjs) and checked by the extension (lib/cdp-relay/node-run.ts) before sending.

export const MAX_CODE_CHARS = 100_000;
export const MAX_TIMEOUT_SECONDS = 300;
