import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { RIVERTY_MODULE, type FollowUpRecord, type RivertyModuleService } from "../../../../../../../../modules/riverty"
import { runClaimedFollowUp } from "../../../../../../../../workflows/follow-ups/run-follow-up"
import { followUpView } from "../../../../lib/follow-up-view"
import { runAdminWriteOnce } from "../../../../lib/once"
import { pathParam } from "../../../../lib/params"

/**
 * POST /admin/riverty/orders/:id/follow-ups/:followUpId/retry: run a dead follow-up again, now
 * (one more attempt; if it fails again it is dead again). Answers the follow-up after the attempt.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const orderId = pathParam(req, "id")
  const followUpId = pathParam(req, "followUpId")
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const followUpOf = async (id: string) => ((await rivertyModule.listRivertyFollowUps({ id }, { take: 1 }))[0] as FollowUpRecord | undefined) ?? null
  const found = await followUpOf(followUpId)
  if (!found || found.order_id !== orderId) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `followUpId: ${followUpId} is not a follow-up of order ${orderId}`)
  }
  await runAdminWriteOnce(req, res, { orderId, operation: `follow-up-retry:${followUpId}` }, async () => {
    const claimed = await rivertyModule.claimDeadFollowUp(followUpId)
    if (!claimed) {
      const current = await followUpOf(followUpId)
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `followUpId: only a dead follow-up can be retried; this one is ${current?.status ?? "gone"}`,
      )
    }
    const result = await runClaimedFollowUp(req.scope, claimed)
    const after = await followUpOf(followUpId)
    return { status: 200, body: { follow_up: after ? followUpView(after) : null, result } }
  })
}
