import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { RivertySessionData } from "../../providers/riverty/session-data"
import { isRivertyProvider } from "../../connection"

type Row = Record<string, unknown>
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value))

export interface RivertyPayment {
  id: string
  providerId: string
  amount: number
  capturedAmount: number
  canceled: boolean
  data: RivertySessionData
}

export interface OrderItemRef {
  id: string
  /** The productId the order line got at Riverty (the same rule as the authorize mapping). */
  productId: string
  quantity: number
}

export interface OrderForRiverty {
  id: string
  items: OrderItemRef[]
  payments: RivertyPayment[]
}

/** The Riverty productId of a Medusa line: SKU, else variant id, else the line id. */
export function productIdOf(item: Row): string {
  const pick = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined)
  return (pick(item.variant_sku) ?? pick(item.variant_id) ?? String(item.id)).slice(0, 100)
}

/** An order with its lines and its Riverty payments (other providers' payments are left out). */
export async function loadOrderForRiverty(container: MedusaContainer, orderId: string): Promise<OrderForRiverty | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "items.id",
      "items.quantity",
      "items.variant_sku",
      "items.variant_id",
      "payment_collections.payments.id",
      "payment_collections.payments.provider_id",
      "payment_collections.payments.amount",
      "payment_collections.payments.data",
      "payment_collections.payments.canceled_at",
      "payment_collections.payments.captures.id",
      "payment_collections.payments.captures.amount",
    ],
    filters: { id: orderId },
  })
  const order = data[0] as Row | undefined
  if (!order) return undefined
  const payments = rows(order.payment_collections)
    .flatMap((c) => rows(c.payments))
    .filter((p) => isRivertyProvider(p.provider_id as string))
    .map((p) => ({
      id: String(p.id),
      providerId: String(p.provider_id),
      amount: num(p.amount),
      capturedAmount: rows(p.captures).reduce((sum, c) => sum + num(c.amount), 0),
      canceled: Boolean(p.canceled_at),
      data: (p.data ?? {}) as RivertySessionData,
    }))
  return {
    id: String(order.id),
    items: rows(order.items).map((item) => ({ id: String(item.id), productId: productIdOf(item), quantity: num(item.quantity) })),
    payments,
  }
}
