// Chunks that scrolled near the viewport are rendered one per animation frame, so a fast
// scroll (or a jump to the middle) never renders dozens of chunks in one long task.
const queue: (() => void)[] = [];
let scheduled = false;

function next(): void {
  scheduled = false;
  queue.shift()?.();
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // A hidden page gets no animation frames: fall back to a timer so the work still finishes.
  if (document.visibilityState === 'visible') requestAnimationFrame(next);
  else setTimeout(next, 16);
}

/** Runs `work` in a later frame, after the work queued before it; returns a cancel function. */
export function enqueueRender(work: () => void): () => void {
  let live = true;
  queue.push(() => {
    if (live) work();
  });
  schedule();
  return () => {
    live = false;
  };
}
