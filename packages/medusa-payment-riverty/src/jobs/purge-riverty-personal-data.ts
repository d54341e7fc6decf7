import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { RIVERTY_MODULE, type RivertyModuleService } from "../modules/riverty"

/**
 * Deletes the personal data of payment sessions that never reached authorize (the shopper left,
 * or changed the cart so Medusa made a new session) once it is older than the module's
 * `personalDataRetentionHours`. Authorize deletes it itself; this catches the rest.
 */
export default async function purgeRivertyPersonalData(container: MedusaContainer): Promise<void> {
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const purged = await rivertyModule.purgeStalePersonalData()
  if (purged > 0) {
    container.resolve<Logger>(ContainerRegistrationKeys.LOGGER).info(`Riverty: deleted ${purged} record(s) of personal data of checkouts that were never authorized`)
  }
}

export const config = {
  name: "riverty-personal-data-purge",
  schedule: "17 * * * *",
}
