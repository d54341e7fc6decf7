import OrderModule from "@medusajs/medusa/order"
import { defineLink } from "@medusajs/framework/utils"
import RivertyModule from "../modules/riverty"

/**
 * order.riverty_ledger_entries: what Riverty reported about an order. Read-only: the ledger
 * entry carries order_id itself (set when the order exists), so no link table is needed.
 */
export default defineLink(
  { linkable: OrderModule.linkable.order, field: "id" },
  { ...RivertyModule.linkable.rivertyLedgerEntry.id, primaryKey: "order_id" },
  { readOnly: true, isList: true },
)
