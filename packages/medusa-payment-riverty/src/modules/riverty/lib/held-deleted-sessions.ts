/**
 * What the provider needs to create a session of its own again after Medusa deleted it, held in
 * this process for a minute. Medusa's createPaymentSessionsWorkflow deletes a collection's sessions
 * while it creates the new one; when the new one fails, its compensation creates each deleted
 * session again, in the same process, from the stored session data. That data holds the keys the
 * provider wrote, which no storefront may set, and no longer the personal fields (they were sealed
 * in the deleted session's row, and deleting the session wipes that row's copy at once). So the
 * provider's delete keeps here the payment collection the session belonged to and its sealed record
 * (never the fields in clear), and initiate, recognising the re-creation from its own table, takes
 * them back once. Nothing here is stored or logged.
 */
export interface DeletedSession {
  /** The Medusa payment collection the deleted session belonged to. */
  paymentCollectionId: string
  /** The deleted session's sealed personal fields (bound to its session id), or null. */
  personalData: string | null
}

const HOLD_MS = 60_000
const held = new Map<string, { session: DeletedSession; timer: NodeJS.Timeout }>()

/** Holds what a deleted session needs to be created again, under its session id, for a minute. */
export function holdDeletedSession(sessionId: string, session: DeletedSession): void {
  const earlier = held.get(sessionId)
  if (earlier) clearTimeout(earlier.timer)
  const timer = setTimeout(() => held.delete(sessionId), HOLD_MS)
  timer.unref()
  held.set(sessionId, { session, timer })
}

/** What was held for a deleted session, once: a second take, or a session never held, finds none. */
export function takeDeletedSession(sessionId: string): DeletedSession | undefined {
  const entry = held.get(sessionId)
  if (!entry) return undefined
  held.delete(sessionId)
  clearTimeout(entry.timer)
  return entry.session
}
