import type { ShopperBrowser } from "../services/personal-data"

/**
 * The cart completions this process is serving, by the Riverty payment sessions they will
 * authorize. `POST /store/carts/:id/complete`'s middleware registers one as soon as it has read
 * the cart's sessions, and removes it when the response is closed; authorize, called from that
 * request's workflow in the same process, takes the cart's id and the shopper's browser from it
 * (no session, link or browser reads while the shopper waits; the browser is never stored). A
 * process that did not serve the request finds nothing and reads both from the database.
 */
export interface CompletingCart {
  cartId: string
  /**
   * The completing request's IP address and user agent, the parts the cart's Riverty providers
   * send; absent when it carried neither (authorize then reads the one recorded with the session).
   */
  browser?: ShopperBrowser
  /**
   * Read with the sessions, so that authorize reads neither the region nor the customer: facts
   * of the checkout, not of its lines (the lines are read by authorize itself, after Medusa's
   * lock on the cart). Absent when the read did not return them.
   */
  automaticTaxes?: boolean
  customer?: { id: string; hasAccount: boolean }
  /**
   * The checkout's cart (the provider's `CartSnapshot`) as the place order read it under the
   * cart's lock, which it holds until the order is made: complete-cart's authorize, in the same
   * request, compares it with the cart Riverty accepted instead of reading the cart again.
   */
  cart?: unknown
  /**
   * Riverty's answer for a session as this request's authorize recorded it (the provider's state
   * row), by session id: complete-cart's authorize, later in the same request and under the same
   * lock, answers from it rather than reading the row again.
   */
  decisions?: Map<string, unknown>
}

/** The fields of a cart read through Query that `checkoutFactsOf` takes (the region and the customer are other modules). */
export const CHECKOUT_FACT_FIELDS = ["region.automatic_taxes", "customer.id", "customer.has_account"]

type Row = Record<string, unknown>

/** The checkout's facts of a cart read with CHECKOUT_FACT_FIELDS; each left out when the read did not return it. */
export function checkoutFactsOf(cart: Row | undefined): Pick<CompletingCart, "automaticTaxes" | "customer"> {
  const region = cart?.region as Row | undefined
  const customer = cart?.customer as Row | undefined
  return {
    ...(typeof region?.automatic_taxes === "boolean" ? { automaticTaxes: region.automatic_taxes } : {}),
    ...(typeof customer?.id === "string" ? { customer: { id: customer.id, hasAccount: customer.has_account === true } } : {}),
  }
}

const bySession = new Map<string, CompletingCart>()

/** Registers a completion for its sessions; returns the function that removes it. */
export function registerCompletingCart(sessionIds: string[], entry: CompletingCart): () => void {
  for (const sessionId of sessionIds) bySession.set(sessionId, entry)
  return () => {
    for (const sessionId of sessionIds) if (bySession.get(sessionId) === entry) bySession.delete(sessionId)
  }
}

export function completingCartOf(sessionId: string): CompletingCart | undefined {
  return bySession.get(sessionId)
}

/** Keeps the session's state as recorded from Riverty's answer with its completion, when this process serves one. */
export function keepDecision(sessionId: string, row: unknown): void {
  const entry = bySession.get(sessionId)
  if (entry) (entry.decisions ??= new Map()).set(sessionId, row)
}

/** The session's state as this request recorded it from Riverty's answer, if it did. */
export function decisionOf(sessionId: string): unknown {
  return bySession.get(sessionId)?.decisions?.get(sessionId)
}

/** The request's browser parts that the given Riverty providers send (computed from the request, never stored). */
export type BrowserOfRequest = (providerIds: string[]) => ShopperBrowser | undefined

const authorizingByCart = new Map<string, { browserFor: BrowserOfRequest; releases: (() => void)[] }>()

/**
 * `POST /store/riverty/authorize` before its workflow runs: the request's browser, waiting for the
 * cart's session. The workflow reads the cart under the cart's lock anyway, so the route reads
 * nothing itself; `adoptAuthorizingRequest` registers the completion once the session is known.
 * Returns the function that removes both, once the run is over.
 */
export function registerAuthorizingRequest(cartId: string, browserFor: BrowserOfRequest): () => void {
  const entry = { browserFor, releases: [] as (() => void)[] }
  authorizingByCart.set(cartId, entry)
  return () => {
    if (authorizingByCart.get(cartId) === entry) authorizingByCart.delete(cartId)
    for (const release of entry.releases) release()
  }
}

/**
 * The authorize workflow found the cart's Riverty session: when a request of this process waits
 * for it, the session is registered as completing with that request's browser and the facts read
 * with the cart. A run without such a request (another process) registers nothing; authorize
 * then reads the browser and the facts itself.
 */
export function adoptAuthorizingRequest(sessionId: string, providerId: string, entry: Omit<CompletingCart, "browser">): void {
  const waiting = authorizingByCart.get(entry.cartId)
  if (!waiting) return
  waiting.releases.push(registerCompletingCart([sessionId], { ...entry, browser: waiting.browserFor([providerId]) }))
}
