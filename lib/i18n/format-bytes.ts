const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
// One decimal at most, none when it is 0: "12 KB", "1.5 MB", "50 MB".
const amount = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** A byte count for people, in steps of 1024: "512 B", "12 KB", "1.5 MB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${amount.format(value)} ${UNITS[unit]}`;
}
