import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { isRivertyProvider } from "../../../../../../connection"

type Row = Record<string, unknown>
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])
const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null)

/** A Medusa order of the customer paid with Riverty, as the plugin recorded it at authorize. */
export interface LinkedRivertyOrder {
  order_id: string
  display_id: number | null
  created_at: string | null
  provider_id: string
  order_number: string | null
  customer_number: string | null
  method: string | null
  country: string | null
  amount: number
  currency_code: string
  canceled: boolean
}

/**
 * The customer's orders paid with Riverty, newest first, from Medusa's payments (their data holds
 * the order number and the customer number Riverty answered at authorize). 404 for an unknown customer.
 */
export async function linkedRivertyOrders(container: MedusaContainer, customerId: string): Promise<LinkedRivertyOrder[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: customers } = await query.graph({ entity: "customer", fields: ["id"], filters: { id: customerId } })
  if (!customers.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Customer ${customerId} was not found`)
  const { data: orders } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "created_at",
      "currency_code",
      "payment_collections.payments.provider_id",
      "payment_collections.payments.amount",
      "payment_collections.payments.data",
      "payment_collections.payments.canceled_at",
    ],
    filters: { customer_id: customerId },
  })
  const linked = (orders as Row[]).flatMap((order) =>
    rows(order.payment_collections)
      .flatMap((collection) => rows(collection.payments))
      .filter((payment) => isRivertyProvider(String(payment.provider_id)))
      .map((payment): LinkedRivertyOrder => {
        const data = (payment.data ?? {}) as Row
        const created = order.created_at
        return {
          order_id: String(order.id),
          display_id: typeof order.display_id === "number" ? order.display_id : null,
          created_at: created instanceof Date ? created.toISOString() : text(created),
          provider_id: String(payment.provider_id),
          order_number: text(data.order_number),
          customer_number: text(data.customer_number),
          method: text(data.method),
          country: text(data.country),
          amount: Number(payment.amount ?? 0),
          currency_code: String(order.currency_code ?? ""),
          canceled: Boolean(payment.canceled_at),
        }
      }),
  )
  return linked.sort((a, b) => String(b.created_at ?? "").localeCompare(String(a.created_at ?? "")))
}
