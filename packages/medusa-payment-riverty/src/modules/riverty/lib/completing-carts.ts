import type { CheckoutClient } from "../services/personal-data"

/**
 * The cart completions this process is serving, by the Riverty payment sessions they will
 * authorize. `POST /store/carts/:id/complete`'s middleware registers one as soon as it has read
 * the cart's sessions, and removes it when the response is closed; authorize, called from that
 * request's workflow in the same process, takes the cart's id and the shopper's client from it
 * (no session, link or client reads while the shopper waits; the client is never stored). A
 * process that did not serve the request finds nothing and reads both from the database.
 */
export interface CompletingCart {
  cartId: string
  /**
   * The completing request's IP address and user agent, the parts the cart's Riverty providers
   * send; absent when it carried neither (authorize then reads the one recorded with the session).
   */
  client?: CheckoutClient
  /**
   * Read with the sessions, so that authorize reads neither the region nor the customer: facts
   * of the checkout, not of its lines (the lines are read by authorize itself, after Medusa's
   * lock on the cart). Absent when the read did not return them.
   */
  automaticTaxes?: boolean
  customer?: { id: string; hasAccount: boolean }
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
