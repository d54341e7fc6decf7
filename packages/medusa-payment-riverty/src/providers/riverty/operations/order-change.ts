import type { QueryGraph } from "../order-mapping"

type Row = Record<string, unknown>
const first = (result: { data: unknown[] }): Row | undefined => result.data[0] as Row | undefined

/**
 * Whether Medusa is cancelling this payment only because an order edit, claim or exchange
 * replaced its payment collection. Medusa 2.21's createOrUpdateOrderPaymentCollectionWorkflow
 * does that for an authorized, uncaptured collection: it opens a new collection for the new total,
 * marks the old one canceled, then cancels its payments. An order cancellation or a failed
 * checkout cancels a payment whose collection is still authorized and has no live sibling, so
 * both conditions together tell the edit apart. Riverty's order is then updated (updateOrder, by
 * the order-edits follow-up) instead of voided and authorized again.
 */
export async function replacedByOrderChange(query: QueryGraph | undefined, paymentId: string | undefined): Promise<boolean> {
  if (!query || !paymentId) return false
  const payment = first(await query.graph({ entity: "payment", fields: ["id", "payment_collection_id"], filters: { id: paymentId } }))
  const collectionId = payment?.payment_collection_id
  if (typeof collectionId !== "string") return false
  const link = first(await query.graph({ entity: "order_payment_collection", fields: ["order_id"], filters: { payment_collection_id: collectionId } }))
  if (typeof link?.order_id !== "string") return false
  const { data: links } = await query.graph({ entity: "order_payment_collection", fields: ["payment_collection_id"], filters: { order_id: link.order_id } })
  const ids = (links as Row[]).map((row) => row.payment_collection_id).filter((id): id is string => typeof id === "string")
  const { data: collections } = await query.graph({ entity: "payment_collection", fields: ["id", "status"], filters: { id: ids } })
  const rows = collections as Row[]
  const own = rows.find((row) => row.id === collectionId)
  return own?.status === "canceled" && rows.some((row) => row.id !== collectionId && row.status !== "canceled")
}
