import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { CountryCode } from "riverty-client"
import type { RivertySessionData } from "../../providers/riverty"
import { isRivertyProvider } from "../../connection"

/**
 * The one loader of a Medusa order for the workflows and the admin routes: its lines and its
 * Riverty payments (other providers' payments are left out). `findRivertyOrder` and
 * `requireRivertyOrder` reduce it to the one Riverty payment an admin action works on.
 */

type Row = Record<string, unknown>
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value))
const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined)

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
  displayId: number | null
  currencyCode: string
  items: OrderItemRef[]
  payments: RivertyPayment[]
}

/** What every admin action needs to know about a Medusa order paid with Riverty. */
export interface RivertyOrderContext {
  orderId: string
  displayId: number | null
  currencyCode: string
  paymentId: string
  paymentAmount: number
  providerId: string
  /** Riverty's order number (the merchant's order reference at Riverty). */
  orderNumber: string
  country?: CountryCode
  customerNumber?: string
  method?: string
}

/** The Riverty productId of a Medusa line: SKU, else variant id, else the line id. */
export function productIdOf(item: Row): string {
  const pick = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined)
  return (pick(item.variant_sku) ?? pick(item.variant_id) ?? String(item.id)).slice(0, 100)
}

/** An order with its lines and its Riverty payments; undefined when there is no such order. */
export async function loadOrderForRiverty(container: MedusaContainer, orderId: string): Promise<OrderForRiverty | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "currency_code",
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
    displayId: typeof order.display_id === "number" ? order.display_id : null,
    currencyCode: String(order.currency_code ?? ""),
    items: rows(order.items).map((item) => ({ id: String(item.id), productId: productIdOf(item), quantity: num(item.quantity) })),
    payments,
  }
}

/** The order's Riverty payment, or null when the order was not paid through Riverty. */
export async function findRivertyOrder(container: MedusaContainer, orderId: string): Promise<RivertyOrderContext | null> {
  const order = await loadOrderForRiverty(container, orderId)
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${orderId} was not found`)
  const payment = order.payments.find((p) => !p.canceled) ?? order.payments[0]
  if (!payment) return null
  const paymentData = payment.data as unknown as Row
  const orderNumber = text(paymentData.order_number)
  if (!orderNumber) return null
  return {
    orderId: order.id,
    displayId: order.displayId,
    currencyCode: order.currencyCode,
    paymentId: payment.id,
    paymentAmount: payment.amount,
    providerId: payment.providerId,
    orderNumber,
    country: text(paymentData.country) as CountryCode | undefined,
    customerNumber: text(paymentData.customer_number),
    method: text(paymentData.method),
  }
}

/** As findRivertyOrder, but a 400 for orders paid otherwise: every action route needs one. */
export async function requireRivertyOrder(container: MedusaContainer, orderId: string): Promise<RivertyOrderContext> {
  const found = await findRivertyOrder(container, orderId)
  if (!found) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Order ${orderId} was not paid with a Riverty payment method`)
  }
  return found
}

export const countryOf = (context: RivertyOrderContext): { country?: CountryCode } =>
  context.country ? { country: context.country } : {}
