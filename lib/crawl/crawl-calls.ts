// PLACEHOLDER: replaced by branch crawl-api.
import type { TransportConfig } from '../api/transport';
interface Opts {
  signal?: AbortSignal;
}
type StatusPage = { status: string; next?: string | null; data?: Record<string, unknown>[] | null };
type Errors = { errors?: { url?: string | null; error?: string | null }[] | null; robotsBlocked?: string[] | null };
const notYet = () => Promise.reject(new Error('not built'));
export function crawlCalls(_transport: () => TransportConfig) {
  return {
    crawlStart: (_request: Record<string, unknown>, _opts: Opts = {}): Promise<{ id: string }> => notYet(),
    crawlStatusPage: (_idOrNext: string, _opts: Opts = {}): Promise<StatusPage> => notYet(),
    crawlErrors: (_id: string, _opts: Opts = {}): Promise<Errors> => notYet(),
    crawlCancel: (_id: string, _opts: Opts = {}): Promise<unknown> => notYet(),
    crawlParamsPreview: (
      _r: { url: string; prompt: string },
      _opts: Opts = {},
    ): Promise<{ data?: Record<string, unknown> | null }> => notYet(),
    map: (
      _r: Record<string, unknown>,
      _opts: Opts = {},
    ): Promise<{ links: { url: string; title?: string; description?: string }[] }> => notYet(),
  };
}
