import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { connectionTargets } from "../../../../../workflows/connection/connection-targets"
import { testRivertyConnectionWorkflow } from "../../../../../workflows/connection/test-connection"
import type { TestConnectionBodyType } from "../validators"
import type { ConnectionTestView } from "../../views"

/**
 * POST /admin/riverty/connection/test: checks every configured API key (per country) and OAuth
 * client at Riverty, or those of `provider_id`, answers which fail in words and stores the result.
 */
export async function POST(req: AuthenticatedMedusaRequest<TestConnectionBodyType>, res: MedusaResponse): Promise<void> {
  const providerId = req.validatedBody.provider_id
  if (providerId !== undefined && !connectionTargets(req.scope).some((target) => target.provider_id === providerId)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `provider_id: no Riverty connection is configured with id ${providerId}`)
  }
  const { result } = await testRivertyConnectionWorkflow(req.scope).run({ input: { providerId } })
  const answer: ConnectionTestView = result
  res.json(answer)
}
