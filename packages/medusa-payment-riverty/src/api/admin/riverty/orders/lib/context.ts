import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { requireRivertyOrder, type RivertyOrderContext } from "../../../../../workflows/shared/order"
import { pathParam } from "./params"

/** The Riverty payment of the order in the path (`:id`); 400 when it was paid otherwise. */
export function orderContextOf(req: AuthenticatedMedusaRequest): Promise<RivertyOrderContext> {
  return requireRivertyOrder(req.scope, pathParam(req, "id"))
}

/** The admin user acting, recorded on what the action creates. */
export const actorOf = (req: AuthenticatedMedusaRequest): string | undefined => req.auth_context?.actor_id
