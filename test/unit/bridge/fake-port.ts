import { vi } from 'vitest';
import type { NativePort } from '@/lib/bridge/host-messages';

export type Sent = { type: string; [key: string]: unknown };

/** A NativePort as connectNative gives it, with the host's side in the test's hands. */
export function fakePort({ pong = true } = {}) {
  const messageListeners: ((message: unknown) => void)[] = [];
  const disconnectListeners: ((port: unknown) => void)[] = [];
  const sent: Sent[] = [];
  const port: NativePort = {
    postMessage: (message) => {
      sent.push(structuredClone(message) as Sent);
      // The host answers a ping at once, unless the test plays a host that hangs.
      if (pong && (message as Sent).type === 'ping') queueMicrotask(() => emit({ type: 'pong' }));
    },
    onMessage: { addListener: (listener) => void messageListeners.push(listener) },
    onDisconnect: { addListener: (listener) => void disconnectListeners.push(listener) },
    disconnect: vi.fn(),
  };
  /** A message from the host. */
  function emit(message: object): void {
    for (const listener of messageListeners) listener(message);
  }
  return {
    port,
    sent,
    emit,
    /** The host went away (it exited, or the browser dropped it). */
    hostGone: () => disconnectListeners.forEach((listener) => listener(port)),
    responses: () => sent.filter((message) => message.type === 'response'),
  };
}
