import type { IPaymentModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { isRivertyProvider } from "../../../connection"
import type { OrderUpdateResult } from "./send-order-update"

type Row = Record<string, unknown>
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])
const LIVE_UNPAID = ["not_paid", "awaiting"]

/** The payment collections as Medusa's update wants them (authorized_amount is a column the DTO leaves out). */
type CollectionPatch = { status?: string; amount?: number; authorized_amount?: number }

export const rivertyRestoreMedusaPaymentStepId = "riverty-restore-medusa-payment"

/**
 * Medusa's confirm cancelled the order's Riverty payment and opened a collection for the whole new
 * total (createOrUpdateOrderPaymentCollectionWorkflow); the provider kept the authorization
 * (`kept_for_order_change`). Now that Riverty's order is settled, Medusa's records say what holds:
 * the kept payment is live again for what Riverty authorizes (the new total, or the original one
 * when Riverty declined the increase), its collection authorized, and the new collection closed,
 * or left open for only the difference Riverty declined. Running it again sets the same values.
 */
export const rivertyRestoreMedusaPaymentStep = createStep(
  rivertyRestoreMedusaPaymentStepId,
  async (input: { result: OrderUpdateResult | null }, { container }) => {
    const result = input.result
    if (!result || !["updated", "unchanged", "rejected"].includes(result.result)) return new StepResponse({ restored: null as string | null })
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: [
        "id",
        "payment_collections.id",
        "payment_collections.status",
        "payment_collections.payments.id",
        "payment_collections.payments.provider_id",
        "payment_collections.payments.canceled_at",
        "payment_collections.payments.data",
      ],
      filters: { id: result.order_id },
    })
    const collections = rows((data[0] as Row | undefined)?.payment_collections)
    const kept = collections
      .flatMap((collection) => rows(collection.payments).map((payment) => ({ collection, payment })))
      .find(({ payment }) => {
        const paymentData = (payment.data ?? {}) as Row
        // A merchant's retry after a declined increase finds the payment live already, for the old amount.
        const keptOrLive = !payment.canceled_at || paymentData.kept_for_order_change === true
        return isRivertyProvider(String(payment.provider_id)) && keptOrLive && paymentData.order_number === result.order_number
      })
    if (!kept) return new StepResponse({ restored: null as string | null })
    const authorized = result.result === "rejected" ? result.previous_total : result.new_total
    const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    const update = (id: string, patch: CollectionPatch) =>
      payments.updatePaymentCollections(id, patch as Parameters<IPaymentModuleService["updatePaymentCollections"]>[1])
    const opened = collections.filter((c) => c.id !== kept.collection.id && LIVE_UNPAID.includes(String(c.status)) && rows(c.payments).length === 0)
    const declined = Math.round((result.new_total - authorized) * 100) / 100
    for (const [index, collection] of opened.entries()) {
      // A declined increase: the difference stays for the merchant to collect otherwise.
      if (index === 0 && declined > 0) await update(String(collection.id), { amount: declined })
      else await update(String(collection.id), { status: "canceled" })
    }
    await update(String(kept.collection.id), { status: "authorized", amount: authorized, authorized_amount: authorized })
    const paymentData = { ...((kept.payment.data ?? {}) as Row), kept_for_order_change: false, amount: authorized }
    // UpdatePaymentDTO declares only `id`; the module's update writes any payment column.
    await payments.updatePayment({ id: String(kept.payment.id), canceled_at: null, amount: authorized, data: paymentData } as Parameters<IPaymentModuleService["updatePayment"]>[0])
    return new StepResponse({ restored: String(kept.payment.id) })
  },
)
