import type { RivertyModule } from "./environments"

// Per-request facts the retry hooks and logs need, carried on the axios config itself.
declare module "axios" {
  interface AxiosRequestConfig {
    /** The request may be repeated although it is a write (token request, contract idempotency). */
    rivertyRetrySafe?: boolean
    /** Module and path template, for logs; never the filled path. */
    rivertyRoute?: { module: RivertyModule | "auth"; path: string }
    /** Epoch ms after which no attempt starts and no attempt runs on (the call's overall deadline). */
    rivertyDeadlineAt?: number
    /** The call's overall deadline as given, for the error that reports it. */
    rivertyDeadlineMs?: number
    /** Per-attempt timeout before the deadline shortens it. */
    rivertyAttemptTimeoutMs?: number
    /** Set when the time left before the deadline, not the per-attempt timeout, limits the current attempt. */
    rivertyDeadlineCut?: boolean
  }
}

export {}
