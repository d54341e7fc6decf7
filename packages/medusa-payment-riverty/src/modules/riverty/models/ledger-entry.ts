import { model } from "@medusajs/framework/utils"

/**
 * What Riverty reported about an order: invoices, documents, payments received, balances,
 * chargebacks, reminders, refunds, payment status changes. One notification may add several
 * entries (one per document); (notification_id, entry_key) is unique so replaying a notification
 * adds nothing.
 */
export const RivertyLedgerEntry = model
  .define("riverty_ledger_entry", {
    id: model.id({ prefix: "rvled" }).primaryKey(),
    notification_id: model.text(),
    entry_key: model.text(),
    type: model.text(),
    kind: model.text(),
    order_number: model.text().nullable(),
    payment_session_id: model.text().nullable(),
    order_id: model.text().nullable(),
    invoice_reference: model.text().nullable(),
    amount: model.bigNumber().nullable(),
    currency: model.text().nullable(),
    status: model.text().nullable(),
    document_url: model.text().nullable(),
    occurred_at: model.dateTime(),
    data: model.json().nullable(),
  })
  .indexes([
    { name: "IDX_riverty_ledger_entry_notification_key", on: ["notification_id", "entry_key"], unique: true },
    { name: "IDX_riverty_ledger_entry_order_id", on: ["order_id"] },
    { name: "IDX_riverty_ledger_entry_payment_session_id", on: ["payment_session_id"] },
    { name: "IDX_riverty_ledger_entry_order_number", on: ["order_number"] },
  ])
