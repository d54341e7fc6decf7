import { safeHttpUrl } from "./safe-url.js"

/** A payment session as Medusa's store API shows it (`cart.payment_collection.payment_sessions[]`). */
export interface StorePaymentSession {
  id?: string
  provider_id?: string
  status?: string
  data?: Record<string, unknown> | null
}

export type NextStep =
  /** Send the browser (top level, not a frame) to Riverty's hosted page; it comes back through the store's /riverty/return. */
  | { kind: "redirect"; url: string }
  /** Riverty did not accept the payment: show `message` and let the shopper choose a method again (a new session). */
  | { kind: "retry"; message: string; actionCode?: string; field?: string }
  /** Nothing for the shopper to do: complete the cart (again, after a return), or it is authorized already. */
  | { kind: "complete" }

export const DEFAULT_REFUSAL_MESSAGE = "Riverty cannot accept this payment. Please choose another payment method."

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined)

/**
 * What the storefront does next with a Riverty session after complete-cart, read from what the
 * provider writes into the session (operations/session-state.ts `sessionOutput`, authorize.ts):
 * `requires_more` with `redirect_url` when Riverty wants strong customer authentication (outcome
 * Pending); status `error` with `customer_facing_message`, `action_code` and `field_reference`
 * when Riverty rejected the payment or refused the request. A refused session is final: the
 * shopper starts a new one, so every refusal is `retry`.
 */
export function nextStepOf(session: StorePaymentSession | null | undefined): NextStep {
  const data = session?.data ?? {}
  const outcome = text(data.riverty_outcome)
  // Only an http(s) page: the storefront sends the browser there (a javascript: URL would run in it).
  const redirect = safeHttpUrl(data.redirect_url)
  if (session?.status === "requires_more" || outcome === "Pending") {
    if (redirect) return { kind: "redirect", url: redirect }
    // Pending without a page to send the shopper to: only a new attempt can go on.
    return refusal(data)
  }
  if (session?.status === "error" || session?.status === "canceled" || outcome === "Rejected" || outcome === "NotEvaluated") {
    return refusal(data)
  }
  return { kind: "complete" }
}

function refusal(data: Record<string, unknown>): NextStep {
  const actionCode = text(data.action_code)
  const field = text(data.field_reference)
  return {
    kind: "retry",
    message: text(data.customer_facing_message) ?? DEFAULT_REFUSAL_MESSAGE,
    ...(actionCode ? { actionCode } : {}),
    ...(field ? { field } : {}),
  }
}

/** Whether a provider id is one of this plugin's (`pp_riverty-<method>_<registration id>`). */
export const isRivertyProvider = (providerId: string | undefined | null): boolean => !!providerId && /^pp_riverty-/.test(providerId)

/** The cart's Riverty payment session (the newest one, when several were created), if any. */
export function rivertySessionOf(cart: { payment_collection?: { payment_sessions?: StorePaymentSession[] | null } | null } | null | undefined) {
  const sessions = cart?.payment_collection?.payment_sessions ?? []
  const own = sessions.filter((session) => isRivertyProvider(session.provider_id))
  return own[own.length - 1]
}

/** Medusa's answer to `POST /store/carts/{id}/complete` (200). */
export type CartCompleteAnswer<Order = Record<string, unknown>, Cart = Record<string, unknown>> =
  | { type: "order"; order: Order }
  | { type: "cart"; cart: Cart; error?: { message?: string; name?: string; type?: string } }

export type CartCompletion<Order, Cart> = { kind: "order"; order: Order } | { kind: "cart"; cart: Cart; message: string }

/**
 * An order, or the cart back with the reason it was not completed. Medusa answers 200 with
 * `type: "cart"` for payment errors it lets the shopper fix; a Riverty refusal or redirect instead
 * arrives as 400 `not_allowed`, after which the storefront reads the cart again and asks
 * `nextStepOf(rivertySessionOf(cart))` (docs/storefront.md).
 */
export function cartCompletionOf<Order, Cart>(answer: CartCompleteAnswer<Order, Cart>): CartCompletion<Order, Cart> {
  if (answer.type === "order") return { kind: "order", order: answer.order }
  return { kind: "cart", cart: answer.cart, message: text(answer.error?.message) ?? "The cart could not be completed" }
}

/**
 * The reasons the store's return route (`/riverty/return`) sends the browser back to checkout
 * with (`?riverty_error=<reason>`, docs/checkout.md), as text for the shopper.
 * Riverty's own outcomes (cancelled, rejected, expired, pending) say what the shopper can do; the
 * others are the store's failures and ask to try again.
 */
export const RETURN_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  cancelled: "The payment with Riverty was cancelled. Please choose a payment method again.",
  rejected: DEFAULT_REFUSAL_MESSAGE,
  expired: "The time to confirm the payment with Riverty ran out. Please try again.",
  pending: "Riverty has not confirmed the payment yet. Please try again in a moment.",
  status_unavailable: "Riverty could not be reached to confirm the payment. Please try again in a moment.",
}
const RETURN_FAILED = "The payment could not be completed. Please try again or choose another payment method."

/** The shopper's text for a `riverty_error` query parameter; undefined when there is none. */
export function returnErrorMessage(reason: string | null | undefined): string | undefined {
  if (!reason) return undefined
  return Object.prototype.hasOwnProperty.call(RETURN_ERROR_MESSAGES, reason) ? RETURN_ERROR_MESSAGES[reason] : RETURN_FAILED
}
