/** Whether `timeZone` is an IANA zone this browser knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export interface LocalDate {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** The wall-clock fields of an instant in a zone. */
export function wallClock(
  instant: number,
  timeZone: string,
): LocalDate & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in ms (east positive). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time happens in a zone. A time skipped by a daylight-saving change
 * (02:30 on a spring-forward night) maps to the same distance past the gap (03:30); a time
 * that happens twice (autumn) maps to the first of the two.
 */
export function instantOf(date: LocalDate, hour: number, minute: number, timeZone: string): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // The offset before the wall time picks the first of two repeated times and, in a gap, the
  // pre-change offset that lands past the gap.
  const before = offsetAt(asUtc - 24 * 3600_000, timeZone);
  const guess = asUtc - before;
  const at = offsetAt(guess, timeZone);
  if (at === before) return guess;
  const second = asUtc - at;
  // In a gap neither offset maps back to the wall time: keep the pre-change reading.
  return offsetAt(second, timeZone) === at ? second : guess;
}

/** The calendar day after `date`. */
export function nextDay(date: LocalDate): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
