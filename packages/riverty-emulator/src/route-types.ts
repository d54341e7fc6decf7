import type { ApiKeyOption } from "./config"
import type { Runtime } from "./runtime"
import type { EmulatorRequest, EmulatorResponse } from "./core/http-types"

/**
 * How a route authenticates: v3 with `X-Auth-Key`, the other modules with a bearer token from the
 * token endpoint (claims answer 401 with their own text), public routes (token endpoint, hosted
 * page) and the control API.
 */
export type AuthKind = "apiKey" | "bearer" | "claims" | "none" | "control"

export interface Caller {
  /** Scope for idempotency keys and rate limiting. */
  identity: string
  apiKey?: ApiKeyOption
}

export type Handler = (req: EmulatorRequest, rt: Runtime, caller: Caller) => EmulatorResponse | Promise<EmulatorResponse>

export interface RouteDef {
  auth: AuthKind
  handler: Handler
}
