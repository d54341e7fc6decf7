/**
 * How the integration tests wait for work that happens after an answer (a subscriber, a job, a
 * delivery, another process): they ask again until the probe gives a value or a deadline passes,
 * never with a fixed sleep. One implementation; each suite's helper names its own defaults.
 */
export interface PollOptions {
  timeoutMs: number
  intervalMs: number
  /** Named in the timeout's message. */
  what: string
  /** Treat a throwing probe as "not yet" (its last error goes into the timeout's message). */
  retryOnError?: boolean
}

/** The probe's first value other than `undefined`. */
export async function pollUntil<T>(probe: () => T | undefined | Promise<T | undefined>, options: PollOptions): Promise<T> {
  const deadline = Date.now() + options.timeoutMs
  let lastError: unknown
  for (;;) {
    try {
      const value = await probe()
      if (value !== undefined) return value
    } catch (error) {
      if (!options.retryOnError) throw error
      lastError = error
    }
    if (Date.now() >= deadline) {
      const cause = lastError === undefined ? "" : `: ${lastError instanceof Error ? lastError.message : String(lastError)}`
      throw new Error(`timed out after ${options.timeoutMs} ms waiting for ${options.what}${cause}`)
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs))
  }
}
