import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { NativePort } from '@/lib/bridge/host-messages';
import { createFrameReader } from '../../../bridge-host/native-messaging.mjs';

/**
 * The host's stdio as the browser's port: framed messages both ways, disconnect when it exits.
 * Messages to the host are framed here, not with encodeMessage, whose 1 MB limit is the browser's
 * for messages from the host.
 */
export function childPort(child: ChildProcessWithoutNullStreams): NativePort {
  const messageListeners: ((message: unknown) => void)[] = [];
  const disconnectListeners: ((port: unknown) => void)[] = [];
  const port: NativePort = {
    postMessage(message) {
      const json = Buffer.from(JSON.stringify(message), 'utf8');
      const length = Buffer.alloc(4);
      length.writeUInt32LE(json.length, 0);
      child.stdin.write(Buffer.concat([length, json]));
    },
    onMessage: { addListener: (listener) => void messageListeners.push(listener) },
    onDisconnect: { addListener: (listener) => void disconnectListeners.push(listener) },
    // As the browser does: it closes the host's stdin, and the host exits.
    disconnect: () => child.stdin.end(),
  };
  child.stdout.on(
    'data',
    createFrameReader(
      (message) => messageListeners.forEach((listener) => listener(message)),
      () => child.kill(),
    ),
  );
  child.on('exit', () => disconnectListeners.forEach((listener) => listener(port)));
  return port;
}
