import { model } from "@medusajs/framework/utils"

/**
 * Where a return order of the accounting module is. Riverty answers a return request with a
 * receipt only (spec part 4, rule 7); `accounting/EdiErrorSent` then accepts or refuses it, and
 * `accounting/refundCompleted` reports the money paid back.
 */
export const RETURN_ORDER_STATUSES = ["requested", "accepted", "failed", "refunded"] as const
export type ReturnOrderStatus = (typeof RETURN_ORDER_STATUSES)[number]

/** A field error of EdiErrorSent as kept on the return order (`errors`, shown to the merchant). */
export interface ReturnOrderError {
  field: string
  message: string
  /** Riverty masks account numbers in providedValue; it is kept as given. */
  provided_value: string
}

/**
 * A return order sent to Riverty's accounting module for a Medusa order. Bank details are never
 * stored; only whether they were sent and the IBAN's last four characters.
 */
export const RivertyReturnOrder = model
  .define("riverty_return_order", {
    id: model.id({ prefix: "rvret" }).primaryKey(),
    order_id: model.text(),
    order_number: model.text(),
    customer_number: model.text(),
    business_code: model.text(),
    internal_request_id: model.text().nullable(),
    status: model.enum([...RETURN_ORDER_STATUSES]).default("requested"),
    return_reference: model.text(),
    invoice_reference: model.text().nullable(),
    return_reason: model.text(),
    return_date: model.text(),
    currency: model.text().nullable(),
    amount: model.bigNumber(),
    items: model.json(),
    bank_account_hint: model.text().nullable(),
    errors: model.json().nullable(),
    refunded_amount: model.bigNumber().nullable(),
    requested_by: model.text().nullable(),
    accepted_at: model.dateTime().nullable(),
    failed_at: model.dateTime().nullable(),
    refunded_at: model.dateTime().nullable(),
  })
  .indexes([
    { name: "IDX_riverty_return_order_internal_request_id", on: ["internal_request_id"], unique: true },
    { name: "IDX_riverty_return_order_order_id", on: ["order_id"] },
    { name: "IDX_riverty_return_order_order_number_reference", on: ["order_number", "return_reference"] },
  ])
