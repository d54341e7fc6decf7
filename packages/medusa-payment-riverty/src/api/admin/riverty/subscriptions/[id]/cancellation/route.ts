import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cancelRivertySubscriptionWorkflow, uncancelRivertySubscriptionWorkflow } from "../../../../../../workflows/subscriptions/cancellation"
import { subscriptionIdOf, subscriptionClientIdOf } from "../../lib/params"
import { subscriptionView } from "../../lib/serialize"
import type { CancelSubscriptionBodyType, UncancelSubscriptionQueryType } from "../../lib/validators"

/** POST /admin/riverty/subscriptions/:id/cancellation `{ client_id, date }`: cancels the subscription on the date. */
export async function POST(req: AuthenticatedMedusaRequest<CancelSubscriptionBodyType>, res: MedusaResponse) {
  const subscriptionId = subscriptionIdOf(req)
  const { date } = req.validatedBody
  const clientId = subscriptionClientIdOf(req.scope, req.validatedBody.client_id)
  const { result } = await cancelRivertySubscriptionWorkflow(req.scope).run({ input: { clientId, subscriptionId, date } })
  res.json({ subscription: subscriptionView(subscriptionId, result) })
}

/** DELETE /admin/riverty/subscriptions/:id/cancellation?client_id=…: withdraws the cancellation. */
export async function DELETE(req: AuthenticatedMedusaRequest<unknown, UncancelSubscriptionQueryType>, res: MedusaResponse) {
  const subscriptionId = subscriptionIdOf(req)
  const { result } = await uncancelRivertySubscriptionWorkflow(req.scope).run({
    input: { clientId: subscriptionClientIdOf(req.scope, req.validatedQuery.client_id), subscriptionId },
  })
  res.json({ subscription: subscriptionView(subscriptionId, result) })
}
