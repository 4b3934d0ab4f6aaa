import { ApiError } from '@/lib/api/api-error';
import { debuggerWhy, hasDebuggerAccess } from '@/lib/permissions/debugger-access';
import { t } from '@/lib/i18n/t';
import { errorText } from '@/lib/api/error-text';

type Target = { tabId: number };
interface DebuggerApi {
  attach(target: Target, version: string): Promise<void>;
  detach(target: Target): Promise<void>;
  sendCommand(target: Target, method: string, params?: object): Promise<unknown>;
}

/** Sends one Chrome DevTools Protocol command to the attached tab. */
export type CdpSend = <T = unknown>(method: string, params?: object) => Promise<T>;

// The polyfill has no typings for chrome.debugger; Firefox has no such API at all.
const debuggerApi = () => (globalThis as { chrome?: { debugger?: DebuggerApi } }).chrome?.debugger;

/** Attaches Chrome's debugger to the tab for `work`, and always detaches (which hides Chrome's bar). */
export async function withDebugger<T>(tabId: number, work: (send: CdpSend) => Promise<T>): Promise<T> {
  const api = debuggerApi();
  if (!api || !(await hasDebuggerAccess())) throw new ApiError({ kind: 'forbidden', message: debuggerWhy() });
  const target = { tabId };
  try {
    await api.attach(target, '1.3');
  } catch (error) {
    throw new ApiError({
      kind: 'forbidden',
      message: t('localScrape_debuggerAttach', errorText(error)),
      cause: error,
    });
  }
  try {
    return await work(<R>(method: string, params?: object) => api.sendCommand(target, method, params) as Promise<R>);
  } finally {
    await api.detach(target).catch(() => undefined);
  }
}
