import { ENGLISH } from "./i18n/english.js"
import { englishTexts, type RivertyTexts } from "./i18n/texts.js"
import { safeHttpUrl } from "./safe-url.js"
import { METHOD_KEYS, type RivertyMethodKey } from "./methods.js"

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
  /**
   * Riverty did not accept the payment: show `message` and let the shopper choose a method again (a
   * new session). `message` is Riverty's `customerFacingMessage` when it sent one (then also in
   * `customerFacingMessage`), else the kit's text for Riverty's `actionCode` in the texts' language.
   */
  | { kind: "retry"; message: string; customerFacingMessage?: string; actionCode?: string; field?: string }
  /** Nothing for the shopper to do: complete the cart (again, after a return), or it is authorized already. */
  | { kind: "complete" }

/** The English refusal text when Riverty sent none (`refusal.default`). */
export const DEFAULT_REFUSAL_MESSAGE: string = ENGLISH["refusal.default"]

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined)

/**
 * What the storefront does next with a Riverty session after complete-cart, read from what the
 * provider writes into the session (operations/session-state.ts `sessionOutput`, authorize.ts):
 * `requires_more` with `redirect_url` when Riverty wants strong customer authentication (outcome
 * Pending); status `error` with `customer_facing_message`, `action_code` and `field_reference`
 * when Riverty rejected the payment or refused the request. A refused session is final: the
 * shopper starts a new one, so every refusal is `retry`. The kit's own text (when Riverty sent
 * none) is in the language of `texts` (`createRivertyTexts`), English without.
 */
export function nextStepOf(session: StorePaymentSession | null | undefined, texts?: RivertyTexts): NextStep {
  const data = session?.data ?? {}
  const outcome = text(data.riverty_outcome)
  // Only an http(s) page: the storefront sends the browser there (a javascript: URL would run in it).
  const redirect = safeHttpUrl(data.redirect_url)
  if (session?.status === "requires_more" || outcome === "Pending") {
    if (redirect) return { kind: "redirect", url: redirect }
    // Pending without a page to send the shopper to: only a new attempt can go on.
    return refusal(data, texts)
  }
  if (session?.status === "error" || session?.status === "canceled" || outcome === "Rejected" || outcome === "NotEvaluated") {
    return refusal(data, texts)
  }
  return { kind: "complete" }
}

/**
 * The kit's text for a refusal Riverty sent no words for, by what Riverty asks the shopper to do
 * (its `actionCode`): check the details, give the identity number, identify, or choose another method.
 */
export function refusalMessage(actionCode: string | undefined, texts: RivertyTexts = englishTexts()): string {
  switch (actionCode) {
    case "AskConsumerToReEnterData":
    case "AskConsumerToConfirm":
      return texts.t("refusal.reEnterData")
    case "RequiresSsn":
      return texts.t("refusal.requiresSsn")
    case "AskConsumerToIdentify":
      return texts.t("refusal.identify")
    default:
      return texts.t("refusal.default")
  }
}

function refusal(data: Record<string, unknown>, texts: RivertyTexts | undefined): NextStep {
  const actionCode = text(data.action_code)
  const field = text(data.field_reference)
  const own = text(data.customer_facing_message)
  return {
    kind: "retry",
    message: own ?? refusalMessage(actionCode, texts),
    ...(own ? { customerFacingMessage: own } : {}),
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
export function cartCompletionOf<Order, Cart>(answer: CartCompleteAnswer<Order, Cart>, texts: RivertyTexts = englishTexts()): CartCompletion<Order, Cart> {
  if (answer.type === "order") return { kind: "order", order: answer.order }
  return { kind: "cart", cart: answer.cart, message: text(answer.error?.message) ?? texts.t("order.failed") }
}

/**
 * The reasons the store's return route (`/riverty/return`) sends the browser back to checkout
 * with (`?riverty_error=<reason>`, docs/checkout.md), as English text for the shopper.
 * Riverty's own outcomes (cancelled, rejected, expired, pending) say what the shopper can do; the
 * others are the store's failures and ask to try again.
 */
const RETURN_ERROR_KEYS = {
  cancelled: "return.cancelled",
  rejected: "refusal.default",
  expired: "return.expired",
  pending: "return.pending",
  status_unavailable: "return.unavailable",
} as const

export const RETURN_ERROR_MESSAGES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(RETURN_ERROR_KEYS).map(([reason, key]) => [reason, ENGLISH[key]]))

/** The shopper's text for a `riverty_error` query parameter, in the language of `texts` (English without); undefined when there is none. */
export function returnErrorMessage(reason: string | null | undefined, texts: RivertyTexts = englishTexts()): string | undefined {
  if (!reason) return undefined
  return texts.t(Object.prototype.hasOwnProperty.call(RETURN_ERROR_KEYS, reason) ? RETURN_ERROR_KEYS[reason as keyof typeof RETURN_ERROR_KEYS] : "return.failed")
}

/** The method of a Riverty provider id (`pp_riverty-direct-debit_riverty` is `direct_debit`), or undefined. */
export function rivertyMethodOf(providerId: string | undefined | null): RivertyMethodKey | undefined {
  const match = /^pp_riverty-([a-z0-9-]+)_/.exec(providerId ?? "")
  const method = match?.[1]?.replace(/-/g, "_")
  return method && (METHOD_KEYS as readonly string[]).includes(method) ? (method as RivertyMethodKey) : undefined
}

/**
 * The line a review or an order confirmation shows for a Riverty payment, in the shopper's
 * language: the method's name and, when given, the amount in the locale ("Rechnung · 31,64 €").
 * Not "paid": with an invoice or installments the shopper pays Riverty later.
 */
export function rivertyPaymentLine(providerId: string, texts: RivertyTexts = englishTexts(), amount?: { value: number; currency: string }): string {
  const method = rivertyMethodOf(providerId)
  const name = method ? texts.t(`method.${method}`) : "Riverty"
  return amount ? `${name} · ${texts.money(amount.value, amount.currency)}` : name
}
