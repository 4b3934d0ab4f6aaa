/**
 * A deterministic stream of whole numbers below `n`, from `seed`: generated test inputs that are
 * the same on every run. A linear congruential generator read from its high bits (its low bits
 * repeat with a short period).
 */
export function seededRandom(seed: number): (n: number) => number {
  return (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor(seed / 65536) % n;
  };
}
