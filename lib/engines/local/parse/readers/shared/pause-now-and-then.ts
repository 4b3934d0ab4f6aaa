/**
 * Lets a long synchronous read give the event loop a turn now and then, so a cancel click (which
 * arrives as a message) can abort the signal between units. Yielding after every unit would cost
 * a task each; this yields only when `intervalMs` have passed since the last turn. The turn is a
 * MessageChannel task, not a timer: the parser page is hidden, and hidden pages' timers are
 * throttled to as little as one a second.
 */
export function pauseNowAndThen(intervalMs = 50): () => Promise<void> {
  let last = Date.now();
  return async () => {
    if (Date.now() - last < intervalMs) return;
    await nextTask();
    last = Date.now();
  };
}

function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
