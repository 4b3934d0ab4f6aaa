import { vi } from 'vitest';
import type {
  Debuggee,
  DebuggerApi,
  DebuggerDetachListener,
  DebuggerEventListener,
} from '@/lib/cdp-relay/chrome-debugger';

export const TAB = 7;
export const PAGE_INFO = {
  targetId: 'PAGE-TARGET',
  type: 'page',
  title: 'Shop',
  url: 'https://www.shop.example/cart',
  attached: true,
  canAccessOpener: false,
  browserContextId: 'CONTEXT-1',
  openerId: 'ANOTHER-TAB',
};

export type SentCommand = { target: Debuggee; method: string; params?: object };

/**
 * Chrome's debugger as the relay sees it, for one tab: commands are recorded and answered by
 * `answer` (a thrown error is Chrome's refusal), events and detaches are fired by the test.
 */
export function fakeDebugger(answer: (command: SentCommand) => unknown = () => ({})) {
  const events = new Set<DebuggerEventListener>();
  const detaches = new Set<DebuggerDetachListener>();
  const sent: SentCommand[] = [];
  let page = { ...PAGE_INFO };
  const api: DebuggerApi = {
    attach: vi.fn(async () => undefined),
    detach: vi.fn(async () => undefined),
    async sendCommand(target, method, params) {
      if (method === 'Target.getTargetInfo' && target.sessionId === undefined && params === undefined) {
        return { targetInfo: page };
      }
      sent.push({ target, method, ...(params === undefined ? {} : { params }) });
      return answer({ target, method, params });
    },
    onEvent: { addListener: (f) => void events.add(f), removeListener: (f) => void events.delete(f) },
    onDetach: { addListener: (f) => void detaches.add(f), removeListener: (f) => void detaches.delete(f) },
  };
  return {
    api,
    /** Commands sent to Chrome (the relay's own target-info reads left out). */
    sent,
    listening: () => events.size + detaches.size,
    fire: (source: Debuggee, method: string, params: object = {}) => events.forEach((f) => f(source, method, params)),
    detach: (source: Debuggee, reason: string) => detaches.forEach((f) => f(source, reason)),
    /** The page moved: what Target.getTargetInfo answers next. */
    navigate: (url: string, title: string) => (page = { ...page, url, title }),
  };
}
