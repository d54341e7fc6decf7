import { model } from "@medusajs/framework/utils"

export const ADMIN_REQUEST_STATUSES = ["processing", "done", "failed"] as const
export type AdminRequestStatus = (typeof ADMIN_REQUEST_STATUSES)[number]

/**
 * One admin write (capture lines, void, shipping details, return notification, return order) per
 * order, operation and `Idempotency-Key`: the first submit runs it, every repeat gets the stored
 * answer. The request hash refuses a key reused for a different request.
 */
export const RivertyAdminRequest = model
  .define("riverty_admin_request", {
    id: model.id({ prefix: "rvreq" }).primaryKey(),
    order_id: model.text(),
    operation: model.text(),
    idempotency_key: model.text(),
    request_hash: model.text(),
    status: model.enum([...ADMIN_REQUEST_STATUSES]).default("processing"),
    response_status: model.number().nullable(),
    response: model.json().nullable(),
  })
  .indexes([
    {
      name: "IDX_riverty_admin_request_key",
      on: ["order_id", "operation", "idempotency_key"],
      unique: true,
    },
  ])
