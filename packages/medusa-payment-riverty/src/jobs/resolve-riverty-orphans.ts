import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { rivertyProviderConnection } from "../connection"
import { RIVERTY_MODULE, type RivertyModuleService } from "../modules/riverty"
import { resolveAbandonedAuthorizations } from "../providers/riverty"

/**
 * Voids orders Riverty accepted for payment sessions Medusa had already deleted (an authorize
 * applied after the checkout deadline or whose answer was lost, a hosted page accepted after the
 * shopper started a new session). Safe on several servers: each run claims the sessions it reads in
 * the database for 30 s, and the void carries an idempotency key derived from the session. Every
 * minute, so an accepted orphan is voided within two minutes (docs/security.md).
 */
export default async function resolveRivertyOrphans(container: MedusaContainer): Promise<void> {
  await resolveAbandonedAuthorizations({
    rivertyModule: container.resolve<RivertyModuleService>(RIVERTY_MODULE),
    connectionOf: (orderNumber) => rivertyProviderConnection(container, { orderNumber }),
    logger: container.resolve<Logger>(ContainerRegistrationKeys.LOGGER),
  })
}

export const config = {
  name: "riverty-orphan-authorizations",
  schedule: "* * * * *",
}
