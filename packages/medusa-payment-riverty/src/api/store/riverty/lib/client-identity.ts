import type { MedusaRequest } from "@medusajs/framework/http"
import { RIVERTY_MODULE, clientAddressOf, type RivertyModuleService } from "../../../../modules/riverty"

/**
 * The client a store route limit counts against, and the IP address risk data sends: the
 * socket's peer, or the address the plugin's `trustedProxies` let X-Forwarded-For name. Not
 * `req.ip`: Medusa trusts one hop for every request, so a client that reaches the server directly
 * could name any address there.
 */
export function storeClientOf(req: MedusaRequest): string {
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  return clientAddressOf(req, rivertyModule.options) ?? "unknown"
}
