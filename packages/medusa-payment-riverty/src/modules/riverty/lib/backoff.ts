/**
 * Delay before retry number `attempts` (1 = after the first failure): exponential, capped, with
 * up to 20% jitter so a burst of failures does not come back as a burst.
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30))
  const delay = Math.min(maxMs, baseMs * 2 ** exponent)
  return Math.round(delay * (1 - 0.2 * random()))
}
