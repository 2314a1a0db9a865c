// Time on the wire and on the academy's clock: microsecond timestamps, the fixed 32400 s (UTC+9,
// Asia/Seoul) conversion, wall-clock fields in that zone, and random ids. The clock and the random source
// are parameters, never read here.
// Implements R9.29, R9.30, R9.31, R4.29 (the time zone of the membership hours).

/** R9.29: wire times are microseconds since the Unix epoch. */
export const MICROS_PER_MILLI = 1000;
export const MILLIS_PER_MINUTE = 60_000;
export const MILLIS_PER_DAY = 86_400_000;

/** R9.30: the one fixed offset, UTC+9 (Korea Standard Time, no daylight saving). */
export const KST_OFFSET_SECONDS = 32400;

/** Microseconds to whole milliseconds (rounded down, so a time never moves into the future). */
export function microsToMillis(micros: number): number {
  return Math.floor(micros / MICROS_PER_MILLI);
}

export function millisToMicros(millis: number): number {
  return Math.round(millis) * MICROS_PER_MILLI;
}

/** R9.30: a UTC instant as the KST wall clock would read it, expressed as if it were UTC. */
export function utcToKstMillis(utcMillis: number, offsetSeconds: number = KST_OFFSET_SECONDS): number {
  return utcMillis + offsetSeconds * 1000;
}

/** R9.30: the inverse of utcToKstMillis. */
export function kstToUtcMillis(kstMillis: number, offsetSeconds: number = KST_OFFSET_SECONDS): number {
  return kstMillis - offsetSeconds * 1000;
}

export interface WallClock {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
  weekday: number; // 0 Sunday .. 6 Saturday
  hour: number; // 0..23
  minute: number;
  second: number;
}

/** The wall clock at a fixed offset (default the academy's, KST) for a UTC instant in milliseconds. */
export function wallClockAt(utcMillis: number, offsetSeconds: number = KST_OFFSET_SECONDS): WallClock {
  const shifted = new Date(utcToKstMillis(utcMillis, offsetSeconds));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** R9.31: the random part is below 32767 (0..32766). */
export const RANDOM_ID_LIMIT = 32767;

/**
 * R9.31: an id from the time and a random number under 32767, as "<ms>-<5 digits>" (the separator and
 * padding keep 12|345 and 123|45 apart). `random` returns a number in [0, 1), like Math.random.
 */
export function makeRandomId(nowMs: number, random: () => number): string {
  const raw = Math.floor(random() * RANDOM_ID_LIMIT);
  const part = Number.isFinite(raw) ? Math.min(RANDOM_ID_LIMIT - 1, Math.max(0, raw)) : 0;
  return `${Math.floor(nowMs)}-${String(part).padStart(5, '0')}`;
}

export function parseRandomId(id: string): { timeMs: number; randomPart: number } | null {
  const match = /^(\d+)-(\d{5})$/.exec(id);
  if (match === null) return null;
  const randomPart = Number(match[2]);
  if (randomPart >= RANDOM_ID_LIMIT) return null;
  return { timeMs: Number(match[1]), randomPart };
}
