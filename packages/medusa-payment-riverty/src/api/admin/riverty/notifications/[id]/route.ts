import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../../../modules/riverty"
import { detail } from "../serialize"

/** GET /admin/riverty/notifications/:id: one inbox row with its payload (404 if unknown). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse): Promise<void> {
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const record = await rivertyModule.retrieveRivertyNotification(req.params.id)
  res.json({ notification: detail(record) })
}
