import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../../modules/riverty"
import { storeClientOf } from "./client-identity"

/**
 * Middleware for a store route that calls Riverty with the merchant's key: each client may send
 * `storeRoutes.rateLimit` requests to `route` per `storeRoutes.rateWindowSeconds`; beyond that it
 * gets 429 with `Retry-After`. Every request counts (also invalid and cached ones), so a client
 * cannot probe the route for free. The count lives in PostgreSQL and holds across processes.
 */
export function limitStoreRoute(route: string) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> => {
    try {
      const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
      const { rateLimit, rateWindowSeconds } = rivertyModule.options.storeRoutes
      const { hits, retryAfterSeconds } = await rivertyModule.countStoreRouteHit(route, storeClientOf(req), rateWindowSeconds)
      if (hits > rateLimit) {
        res.setHeader("Retry-After", String(retryAfterSeconds))
        res.status(429).json({
          type: "too_many_requests",
          message: `Too many requests to ${route}; try again in ${retryAfterSeconds} seconds`,
        })
        return
      }
      next()
    } catch (error) {
      next(error)
    }
  }
}
