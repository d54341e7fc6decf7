import type { AuthorizePaymentOutput } from "@medusajs/framework/types"
import { deriveIdempotencyKey, RivertyError, type CountryCode } from "riverty-client"
import { cartFingerprint, type CartSnapshot } from "../order-mapping"
import type { OperationContext } from "./context"
import { toCheckoutError } from "./errors"
import { sessionOutput, stateStoreOf, type PaymentSessionStateRecord } from "./session-state"
import { nothingLeftToVoid } from "./void-state"

/** What the store and the storefront read when a changed cart was refused (for developers; the shopper chooses again). */
export const CART_CHANGED_MESSAGE = "The cart changed after Riverty accepted the payment; choose the payment method again"

/**
 * Riverty accepted `row`'s order for the cart as it was then. A cart changed since (lines, amounts,
 * addresses, e-mail: its fingerprint differs) is not completed on that decision: Riverty's order
 * is voided (its own, for the old cart) and the session ends in `error`, so the shopper starts a
 * new one, which Riverty decides on the cart as it is. Undefined when the cart is the one accepted
 * (or the session predates fingerprints).
 */
export async function refuseChangedCart(ctx: OperationContext, row: PaymentSessionStateRecord, cart: Promise<CartSnapshot>): Promise<AuthorizePaymentOutput | undefined> {
  if (!row.authorized_cart) return undefined
  // Voided already (a change refused before, or the order cancelled): nothing is authorized.
  if (row.riverty_status === "Cancelled" || row.riverty_status === "Expired") return { status: "error", data: sessionOutput(row) }
  let current: CartSnapshot
  try {
    current = await cart
  } catch (error) {
    throw toCheckoutError(error, "cart")
  }
  if (cartFingerprint(current) === row.authorized_cart) return undefined
  const country = row.country ? { country: row.country as CountryCode } : {}
  let status = "Cancelled"
  try {
    await ctx.client.orders.voidAuthorization(row.order_number, {}, { idempotencyKey: deriveIdempotencyKey(row.session_id, "cart-changed"), ...country })
  } catch (error) {
    // Riverty refusing the void: an order voided, expired or captured already needs none.
    const settled = error instanceof RivertyError && (error.kind === "request" || error.kind === "not_found") ? await nothingLeftToVoid(ctx, sessionOutput(row)).catch(() => undefined) : undefined
    if (!settled) throw toCheckoutError(error, "void")
    status = settled.status
  }
  const next = await stateStoreOf(ctx).updatePaymentSessionState(row.session_id, {
    riverty_status: status,
    refusal: { customer_facing_message: null, action_code: null, error_code: null, field_reference: null, error_message: CART_CHANGED_MESSAGE },
  })
  ctx.logger?.warn(`Riverty: the cart of order ${row.order_number} changed after Riverty accepted it; its authorization is voided and the session refused`)
  return { status: "error", data: sessionOutput(next) }
}
