import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../../../../modules/riverty"
import { runNotification } from "../../../../../../workflows/notifications"
import { detail } from "../../serialize"

/**
 * POST /admin/riverty/notifications/:id/retry: runs a failed or dead notification again now and
 * answers with its new state. Processed and rejected notifications answer 409.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse): Promise<void> {
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const current = await rivertyModule.retrieveRivertyNotification(req.params.id)
  // The run claims the row in one statement: a run of the scheduled job meanwhile cannot take it too.
  const result = await runNotification(req.scope, current, { retry: true })
  if (result === "not_claimed") {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      `Notification ${current.id} is ${current.status}; only failed or dead notifications can be retried`,
    )
  }
  const record = await rivertyModule.retrieveRivertyNotification(current.id)
  res.json({ result, notification: detail(record) })
}
