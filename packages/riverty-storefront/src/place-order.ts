import { isNextRedirectError } from "./next-redirect-error.js"
import { nextStepOf, rivertySessionOf, type StorePaymentSession } from "./next-step.js"

export type CartWithSessions = { payment_collection?: { payment_sessions?: StorePaymentSession[] | null } | null }

export type PlaceOrderOutcome<Order = unknown> =
  | { kind: "order"; order: Order }
  /** Send the whole window to Riverty's page (strong customer authentication, a bank check). */
  | { kind: "redirect"; url: string }
  /** Riverty refused: show `message`, let the shopper choose a method again (a new session). */
  | { kind: "retry"; message: string; actionCode?: string; field?: string }
  /** Not completed for a reason that is not Riverty's: show `message`, the shopper may try again. */
  | { kind: "failed"; message: string }

export interface PlaceOrderSteps<Cart extends CartWithSessions> {
  /**
   * Completes the cart: Medusa's answer (`{ type: "order" | "cart" }`), or the starter's
   * `placeOrder`, which redirects (NEXT_REDIRECT, rethrown here) on success and returns the cart otherwise.
   */
  complete: () => Promise<unknown>
  /** Reads the cart again with `*payment_collection.payment_sessions`, uncached. */
  readCart: () => Promise<Cart | null | undefined>
  /** The chosen provider; defaults to the cart's newest Riverty session. */
  providerId?: string
}

const messageOf = (error: unknown) =>
  typeof (error as { message?: unknown } | null)?.message === "string" ? (error as { message: string }).message : String(error)

function sessionOf(cart: CartWithSessions | null | undefined, providerId?: string): StorePaymentSession | undefined {
  if (!providerId) return rivertySessionOf(cart)
  return (cart?.payment_collection?.payment_sessions ?? []).filter((session) => session.provider_id === providerId).pop()
}

/**
 * Complete-cart with Riverty's answers handled: an order; the hosted page to redirect to
 * (complete-cart answers 400 with the session `requires_more`); Riverty's refusal to show; or, when
 * the session asks nothing of the shopper, one more attempt. Next's redirect error is rethrown,
 * never reported as a failure.
 */
export async function placeRivertyOrder<Order = unknown, Cart extends CartWithSessions = CartWithSessions>(
  steps: PlaceOrderSteps<Cart>,
): Promise<PlaceOrderOutcome<Order>> {
  let failure = "The order could not be completed."
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const answer = (await steps.complete()) as { type?: unknown; order?: Order; error?: { message?: unknown } } | undefined
      if (answer?.type === "order") return { kind: "order", order: answer.order as Order }
      if (typeof answer?.error?.message === "string" && answer.error.message) failure = answer.error.message
    } catch (error) {
      if (isNextRedirectError(error)) throw error
      failure = messageOf(error)
    }
    let cart: Cart | null | undefined
    try {
      cart = await steps.readCart()
    } catch (error) {
      if (isNextRedirectError(error)) throw error
      return { kind: "failed", message: failure }
    }
    const step = nextStepOf(sessionOf(cart, steps.providerId))
    if (step.kind !== "complete") return step
  }
  return { kind: "failed", message: failure }
}
