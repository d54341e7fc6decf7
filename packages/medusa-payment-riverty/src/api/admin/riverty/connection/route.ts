import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { connectionSummary } from "./summary"

/**
 * GET /admin/riverty/connection: each connection's environment, hosts and key countries, the
 * notification callbacks, the inbox's and follow-ups' health and the last connection test.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse): Promise<void> {
  res.json(await connectionSummary(req.scope))
}
