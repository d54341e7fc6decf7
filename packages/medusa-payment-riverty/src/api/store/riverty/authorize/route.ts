import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { RivertyError } from "riverty-client"
import { rivertyCauseOf } from "../../../../connection"
import { authorizeRivertyCartWorkflow } from "../../../../workflows/checkout/authorize-cart"
import { registerAuthorizingBrowser, sendRivertyFailure } from "../lib"
import type { AuthorizeCartBodyType } from "./validators"

/**
 * Riverty failures that are the request's own answer elsewhere: a refusal becomes the session's
 * `error` (never thrown here), an order Riverty does not know is Medusa's 404.
 */
const ANSWERED_KINDS = new Set(["request", "validation", "risk_rejection", "not_found"])

/**
 * POST /store/riverty/authorize {cart_id}: Riverty decides on the cart's Riverty payment session
 * before the cart is completed. Answers `{ payment_session }` as the store API shows it: status
 * `authorized` (complete the cart now), `requires_more` with `data.redirect_url` (Riverty's page
 * first; its return completes the cart) or `error` with Riverty's `customer_facing_message` and
 * `action_code` (choose again). The cart is read under complete-cart's lock. Riverty not deciding
 * (no answer after the client's retries, an answer that is not Riverty's form) is
 * `503 riverty_unavailable`, as every store route answers it; the session's outcome stays unknown
 * and the next authorize or complete-cart asks Riverty again.
 */
export async function POST(req: MedusaStoreRequest<AuthorizeCartBodyType>, res: MedusaResponse): Promise<void> {
  const cartId = req.validatedBody.cart_id
  const release = registerAuthorizingBrowser(req, cartId)
  try {
    const { result } = await authorizeRivertyCartWorkflow(req.scope).run({ input: { cart_id: cartId } })
    res.json({ payment_session: result.payment_session })
  } catch (error) {
    const cause = rivertyCauseOf(error)
    if (!(cause instanceof RivertyError) || ANSWERED_KINDS.has(cause.kind)) throw error
    sendRivertyFailure(res, cause, "Riverty cannot decide on this payment right now; please try again shortly or choose another payment method")
  } finally {
    release()
  }
}
