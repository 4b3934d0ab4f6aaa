/**
 * Lets a long synchronous read give the event loop a turn now and then, so a cancel click (which
 * arrives as a message) can abort the signal between units. Yielding after every unit would cost
 * a timer tick each; this yields only when `intervalMs` have passed since the last turn.
 */
export function pauseNowAndThen(intervalMs = 50): () => Promise<void> {
  let last = Date.now();
  return async () => {
    if (Date.now() - last < intervalMs) return;
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    last = Date.now();
  };
}
