/**
 * Time source of the emulator. Every expiry, token lifetime and delivery schedule reads this clock,
 * so tests can move time forward instead of waiting.
 */
export interface Clock {
  now(): number
  /** Moves the emulator's time forward; real time keeps running on top of the offset. */
  advance(ms: number): void
  offsetMs(): number
}

export function createClock(initialOffsetMs = 0, realNow: () => number = Date.now): Clock {
  let offset = initialOffsetMs
  return {
    now: () => realNow() + offset,
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) {
        throw new RangeError("The clock only moves forward")
      }
      offset += ms
    },
    offsetMs: () => offset,
  }
}

/** `yyyy-MM-dd` in UTC. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** `2023-09-27T10:49:11Z`, the form order records use. */
export function isoDateTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z")
}

/** ISO 8601 with seven fractional digits and an explicit offset, as notification envelopes carry it. */
export function isoDateTime7(ms: number): string {
  const base = new Date(ms).toISOString() // 2025-01-01T10:00:00.123Z
  return `${base.slice(0, 23)}0000+00:00`
}

export const DAY_MS = 24 * 60 * 60 * 1000
