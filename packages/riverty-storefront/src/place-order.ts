import { isNextRedirectError } from "./next-redirect-error.js"
import { englishTexts, type RivertyTexts } from "./i18n/texts.js"
import { nextStepOf, rivertySessionOf, type StorePaymentSession } from "./next-step.js"

export type CartWithSessions = { payment_collection?: { payment_sessions?: StorePaymentSession[] | null } | null }

export type PlaceOrderOutcome<Order = unknown> =
  | { kind: "order"; order: Order }
  /** Send the whole window to Riverty's page (strong customer authentication, a bank check). */
  | { kind: "redirect"; url: string }
  /** Riverty refused: show `message` (Riverty's `customerFacingMessage`, else the kit's text), let the shopper choose a method again (a new session). */
  | { kind: "retry"; message: string; customerFacingMessage?: string; actionCode?: string; field?: string }
  /**
   * Not completed for a reason that is not Riverty's: `message` is the store's (or the thrown
   * error's) text for logs and developers; show the shopper `customerFacingMessage` when the error
   * carried one, else the kit's `order.failed` text. The shopper may try again.
   */
  | { kind: "failed"; message: string; customerFacingMessage?: string }

export interface PlaceOrderSteps<Cart extends CartWithSessions> {
  /**
   * Completes the cart: Medusa's answer (`{ type: "order" | "cart" }`), or the starter's
   * `placeOrder`, which redirects (NEXT_REDIRECT, rethrown here) on success and returns the cart otherwise.
   * With the plugin, complete-cart is the whole "Place order": Riverty decides and the cart is
   * completed in that one request; a hosted page or a refusal answers the cart, and makes no order.
   */
  complete: () => Promise<unknown>
  /** Reads the cart again with `*payment_collection.payment_sessions`, uncached, when the answer of `complete` carried none. */
  readCart: () => Promise<Cart | null | undefined>
  /**
   * Riverty decides in a request of its own first (`riverty.authorize({ cart_id })`), for a store
   * whose complete-cart does not reach the plugin's place order; not needed otherwise.
   */
  authorize?: () => Promise<{ payment_session: StorePaymentSession }>
  /** The chosen provider; defaults to the cart's newest Riverty session. */
  providerId?: string
  /** The shopper's language for the kit's own refusal text (`createRivertyTexts`); English without. */
  texts?: RivertyTexts
}

const messageOf = (error: unknown) =>
  typeof (error as { message?: unknown } | null)?.message === "string" ? (error as { message: string }).message : String(error)

/** Riverty's words for the shopper that an error carries (a `RivertyStoreError`'s, or any error's `customerFacingMessage`). */
export function customerFacingMessageOf(error: unknown): string | undefined {
  const own = (error as { customerFacingMessage?: unknown } | null)?.customerFacingMessage
  return typeof own === "string" && own.trim() ? own : undefined
}

function sessionOf(cart: CartWithSessions | null | undefined, providerId?: string): StorePaymentSession | undefined {
  if (!providerId) return rivertySessionOf(cart)
  return (cart?.payment_collection?.payment_sessions ?? []).filter((session) => session.provider_id === providerId).pop()
}

const failed = (message: string, customerFacingMessage: string | undefined): PlaceOrderOutcome<never> => ({ kind: "failed", message, ...(customerFacingMessage ? { customerFacingMessage } : {}) })

/**
 * Complete-cart with Riverty's answers handled: an order; the hosted page to redirect to
 * (complete-cart answers 400 with the session `requires_more`); Riverty's refusal to show; or, when
 * the session asks nothing of the shopper, one more attempt. Next's redirect error is rethrown,
 * never reported as a failure.
 */
export async function placeRivertyOrder<Order = unknown, Cart extends CartWithSessions = CartWithSessions>(
  steps: PlaceOrderSteps<Cart>,
): Promise<PlaceOrderOutcome<Order>> {
  const texts = steps.texts ?? englishTexts()
  let failure = texts.t("order.failed")
  let customerFacing: string | undefined
  if (steps.authorize) {
    let decided: StorePaymentSession
    try {
      decided = (await steps.authorize()).payment_session
    } catch (error) {
      return failed(messageOf(error), customerFacingMessageOf(error))
    }
    const first = nextStepOf(decided, texts)
    if (first.kind !== "complete") return first
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const answer = (await steps.complete()) as { type?: unknown; order?: Order; cart?: Cart; error?: { message?: unknown } } | undefined
      if (answer?.type === "order") return { kind: "order", order: answer.order as Order }
      if (typeof answer?.error?.message === "string" && answer.error.message) failure = answer.error.message
      // The answer's cart holds Riverty's decision already: no second read.
      const answered = answer?.type === "cart" ? sessionOf(answer.cart, steps.providerId) : undefined
      if (answered) {
        const step = nextStepOf(answered, texts)
        if (step.kind !== "complete") return step
        continue
      }
    } catch (error) {
      if (isNextRedirectError(error)) throw error
      failure = messageOf(error)
      customerFacing = customerFacingMessageOf(error)
    }
    let cart: Cart | null | undefined
    try {
      cart = await steps.readCart()
    } catch (error) {
      if (isNextRedirectError(error)) throw error
      return failed(failure, customerFacing)
    }
    const step = nextStepOf(sessionOf(cart, steps.providerId), texts)
    if (step.kind !== "complete") return step
  }
  return failed(failure, customerFacing)
}
