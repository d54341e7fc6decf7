import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { rivertyConnection } from "../connection"
import { RIVERTY_MODULE, type RivertyModuleService } from "../modules/riverty"
import { resolveAbandonedAuthorizations } from "../providers/riverty"

/**
 * Voids orders Riverty accepted for payment sessions Medusa had already deleted (an authorize
 * applied after the checkout deadline, or whose answer was lost). Safe on several servers: the void
 * carries an idempotency key derived from the session.
 */
export default async function resolveRivertyOrphans(container: MedusaContainer): Promise<void> {
  await resolveAbandonedAuthorizations({
    riverty: container.resolve<RivertyModuleService>(RIVERTY_MODULE),
    connectionOf: (orderNumber) => rivertyConnection(container, { orderNumber }),
    logger: container.resolve<Logger>(ContainerRegistrationKeys.LOGGER),
  })
}

export const config = {
  name: "riverty-orphan-authorizations",
  schedule: "* * * * *",
}
