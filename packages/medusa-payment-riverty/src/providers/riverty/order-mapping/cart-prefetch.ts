import type { CartSnapshot } from "./cart-snapshot"
import { loadCart, type QueryGraph } from "./load-cart"

/**
 * The cart of a completion, read while Medusa completes it. `POST /store/carts/:id/complete`
 * names the cart, and its middleware (api/store/riverty/lib/checkout-client.ts) knows the cart's
 * Riverty payment sessions: it starts the cart read there, so the read runs beside Medusa's own
 * steps (lock, cart query, order, reservations) instead of after them, when Medusa calls
 * authorize and the shopper waits for its answer. Authorize takes the snapshot once, and only
 * when its total is the amount the payment session was made for (a cart changed since is not
 * sent; it is read again). A cache of this process, never a record: a prefetch that is missing
 * (another server process, expired, failed) or does not match means authorize reads the cart
 * through Query as before.
 */
const TTL_MS = 2 * 60 * 1000
const MAX_ENTRIES = 1000

interface Entry {
  at: number
  snapshot: Promise<CartSnapshot | undefined>
}

const prefetched = new Map<string, Entry>()

function prune(now: number): void {
  for (const [sessionId, entry] of prefetched) {
    if (now - entry.at > TTL_MS || prefetched.size > MAX_ENTRIES) prefetched.delete(sessionId)
  }
}

/** Starts reading the cart for its payment sessions; never throws and is not awaited. */
export function prefetchCart(query: QueryGraph, cartId: string, sessionIds: string[], now = Date.now()): void {
  prune(now)
  const snapshot = loadCart(query, cartId).catch(() => undefined)
  for (const sessionId of sessionIds) prefetched.set(sessionId, { at: now, snapshot })
}

/** The session's prefetched cart (taken: a second call answers undefined) when it is there, fresh and of this total. */
export async function takePrefetchedCart(sessionId: string, totalCents: number | undefined, now = Date.now()): Promise<CartSnapshot | undefined> {
  const entry = prefetched.get(sessionId)
  if (!entry) return undefined
  prefetched.delete(sessionId)
  if (now - entry.at > TTL_MS || totalCents === undefined) return undefined
  const snapshot = await entry.snapshot
  return snapshot && snapshot.totalCents === totalCents ? snapshot : undefined
}
