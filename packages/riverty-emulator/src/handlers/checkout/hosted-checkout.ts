import { hostedCheckoutRequestSchema } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import type { Caller } from "../../route-types"
import { validateBody } from "../../core/validation"
import type { Runtime } from "../../runtime"
import { runAuthorize } from "./authorize"

/**
 * POST /api/v3/hosted-checkout/request: the authorize body wrapped with merchantUrl and webhookUrl;
 * answers only the hosted page's redirectUrl. The final state is posted to webhookUrl as a
 * CustomerAuthenticationCompleted webhook.
 */
export function requestHostedCheckout(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const parsed = validateBody(req, hostedCheckoutRequestSchema)
  if (!parsed.ok) return parsed.response
  const body = parsed.value
  const result = runAuthorize(
    rt,
    caller,
    { ...body.authorizeRequest, merchantUrl: body.merchantUrl, hostedCheckout: body.authorizeRequest.hostedCheckout ?? {} },
    body.webhookUrl,
  )
  if (result.status !== 200) return result
  const answer = result.body as { outcome?: string; redirectUrl?: string; riskCheckMessages?: unknown[] }
  if (answer.outcome !== "Pending" || !answer.redirectUrl) {
    return json(400, answer.riskCheckMessages ?? [])
  }
  return json(200, { redirectUrl: answer.redirectUrl })
}
