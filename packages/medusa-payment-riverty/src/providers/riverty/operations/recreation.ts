import { holdDeletedSession, takeDeletedSession } from "../../../modules/riverty/lib/held-deleted-sessions"
import { sessionIdFromOrderNumber } from "../order-number"
import type { OperationContext } from "./context"
import { stateStoreOf, type PaymentSessionStateRecord } from "./session-state"

type PaymentSessionRow = { id: string; payment_collection_id?: string | null }

/**
 * Medusa deletes a collection's sessions while it creates a new one, and when the new one fails
 * (refused, or another provider's initiate failing) creates each deleted session again from its
 * stored data. Called by delete: keeps what that re-creation needs
 * (modules/riverty/lib/held-deleted-sessions.ts) while the Medusa session still exists to tell its
 * payment collection.
 */
export async function holdForRecreation(ctx: OperationContext, row: PaymentSessionStateRecord): Promise<void> {
  if (!ctx.query) return
  let sessions: PaymentSessionRow[]
  try {
    const { data } = await ctx.query.graph({ entity: "payment_session", fields: ["id", "payment_collection_id"], filters: { id: row.session_id } })
    sessions = data as PaymentSessionRow[]
  } catch {
    // The deletion goes on: without the hold a failed new session only leaves the cart none.
    ctx.logger?.warn(`Riverty: could not read the payment collection of deleted payment session ${row.session_id}`)
    return
  }
  const collection = sessions[0]?.payment_collection_id
  if (!collection) return
  holdDeletedSession(row.session_id, { paymentCollectionId: collection, personalData: row.personal_data ?? null })
}

/**
 * The storefront fields (choices and personal fields) of a deleted session this provider is asked
 * to create again, or undefined when the call is not such a re-creation. The data only points: its
 * `order_number` names the deleted session, and everything else comes from the provider's own
 * records, so data a storefront (or anyone) wrote decides nothing. It is a re-creation when the
 * provider's table has that session with this method and order number, this process deleted it
 * within the last minute (held-deleted-sessions), Medusa no longer has it, and the new session is
 * in the payment collection the deleted one belonged to. The new session starts afresh: its own
 * order number, no outcome; only the shopper's choices and personal fields carry over.
 */
export async function recreatedFields(ctx: OperationContext, data: Record<string, unknown>, sessionId: string): Promise<Record<string, unknown> | undefined> {
  const orderNumber = data.order_number
  if (typeof orderNumber !== "string" || !ctx.query) return undefined
  const deletedId = sessionIdFromOrderNumber(orderNumber, ctx.options)
  if (!deletedId) return undefined
  const store = stateStoreOf(ctx)
  const row = await store.paymentSessionState(deletedId)
  if (!row || row.order_number !== orderNumber || row.method !== ctx.method) return undefined
  const { data: sessions } = await ctx.query.graph({
    entity: "payment_session",
    fields: ["id", "payment_collection_id"],
    filters: { id: [sessionId, deletedId] },
  })
  const found = sessions as PaymentSessionRow[]
  if (found.some((session) => session.id === deletedId)) return undefined
  const collection = found.find((session) => session.id === sessionId)?.payment_collection_id
  const held = takeDeletedSession(deletedId)
  if (!held || held.paymentCollectionId !== collection) return undefined
  const personal = await store.openPersonalData({ personal_data: held.personalData, session_id: deletedId })
  return { ...(row.choices as Record<string, unknown> | null), ...personal }
}
