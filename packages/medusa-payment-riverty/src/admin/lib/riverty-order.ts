import type { AdminOrder } from "@medusajs/framework/types"

/** Riverty provider ids look like `pp_riverty-invoice_riverty`. */
const RIVERTY_PROVIDER = /^pp_riverty-/

/**
 * False only when the order lists payments and none is Riverty's, so the panel never asks the
 * API for orders paid otherwise; with no payment data the API decides.
 */
export function mayBeRivertyOrder(order: AdminOrder): boolean {
  const collections = order.payment_collections ?? []
  const payments = collections.flatMap((collection) => collection.payments ?? [])
  const sessions = collections.flatMap((collection) => collection.payment_sessions ?? [])
  const providers = [...payments, ...sessions].map((p) => p.provider_id)
  return providers.length === 0 || providers.some((id) => RIVERTY_PROVIDER.test(id))
}
