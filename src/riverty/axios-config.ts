import type { RivertyModule } from "./environments"

// Per-request facts the retry hooks and logs need, carried on the axios config itself.
declare module "axios" {
  interface AxiosRequestConfig {
    /** The request may be repeated although it is a write (token request, contract idempotency). */
    rivertyRetrySafe?: boolean
    /** Module and path template, for logs; never the filled path. */
    rivertyRoute?: { module: RivertyModule | "auth"; path: string }
  }
}

export {}
