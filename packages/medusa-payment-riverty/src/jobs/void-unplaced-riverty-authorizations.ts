import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { logText } from "../connection"
import { RIVERTY_MODULE, type RivertyModuleService } from "../modules/riverty"
import { voidUnplacedRivertyAuthorizationWorkflow } from "../workflows"

// A claimed session is not looked at again (by any process) for this long: shorter than the
// one-minute schedule, longer than a run needs, as the orphan sweep's claim.
const CLAIM_LEASE_MS = 30 * 1000
const BATCH = 50

/**
 * Voids at Riverty every authorization it accepted whose cart nobody completed within
 * `reservationHoldMs` (10 minutes by default): the shopper closed the tab after Riverty accepted.
 * Every minute, so the reservation ends within the hold and a minute. Safe on several servers: each
 * session is claimed in the database (SKIP LOCKED) and voided under the cart's lock with an
 * idempotency key derived from the session, so it is voided once.
 */
export default async function voidUnplacedRivertyAuthorizations(container: MedusaContainer): Promise<{ voided: number }> {
  const module = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  let voided = 0
  for (;;) {
    const rows = await module.claimUnplacedAuthorizations(BATCH, CLAIM_LEASE_MS, module.options.reservationHoldMs)
    for (const row of rows) {
      try {
        const { result } = await voidUnplacedRivertyAuthorizationWorkflow(container).run({
          input: { session_id: row.session_id, order_number: row.order_number, country: row.country ?? null },
        })
        if (result === "voided") voided += 1
      } catch (error) {
        // A locked cart (a completion running) or Riverty not answering: looked at again next run.
        logger.warn(`Riverty: order ${row.order_number} of an uncompleted cart not resolved now (${logText((error as Error)?.message ?? error)}); tried again next run`)
      }
    }
    if (rows.length < BATCH) return { voided }
  }
}

export const config = {
  name: "riverty-void-unplaced-authorizations",
  schedule: "* * * * *",
}
