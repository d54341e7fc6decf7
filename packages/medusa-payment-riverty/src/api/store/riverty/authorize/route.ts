import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { authorizeRivertyCartWorkflow } from "../../../../workflows/checkout/authorize-cart"
import { registerAuthorizingClient } from "../lib"
import type { AuthorizeCartBodyType } from "./validators"

/**
 * POST /store/riverty/authorize {cart_id}: Riverty decides on the cart's Riverty payment session
 * before the cart is completed. Answers `{ payment_session }` as the store API shows it: status
 * `authorized` (complete the cart now), `requires_more` with `data.redirect_url` (Riverty's page
 * first; its return completes the cart) or `error` with Riverty's `customer_facing_message` and
 * `action_code` (choose again). The cart is read under complete-cart's lock.
 */
export async function POST(req: MedusaStoreRequest<AuthorizeCartBodyType>, res: MedusaResponse): Promise<void> {
  const cartId = req.validatedBody.cart_id
  const release = registerAuthorizingClient(req, cartId)
  try {
    const { result } = await authorizeRivertyCartWorkflow(req.scope).run({ input: { cart_id: cartId } })
    res.json({ payment_session: result })
  } finally {
    release()
  }
}
